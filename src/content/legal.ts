import { formatPence } from '~/domain/money';
import { EARLY_ADOPTER_LIMIT, PLAN_PRICES_PENCE } from '~/domain/plans';

/**
 * The legal pages' text (issue 30, item 10): the privacy notice (/privacy), the terms of service (/terms) and the
 * cookies page (/cookies). UK English, plain words. Prices come from the domain's plan prices. Who we are (the trader's
 * name, postal address and e-mail) is not typed here: it comes from the server's configuration (GET /api/site) and
 * the pages show it in their "who we are" section.
 *
 * Sources for the legal facts are cited beside them. Keep `LEGAL_LAST_UPDATED` in step with any change of substance.
 */
export const LEGAL_LAST_UPDATED = '27 November 2026';
export const LEGAL_LAST_UPDATED_ISO = '2026-11-27';

/** A link in a section: a path of this site (`/settings/account`) or another site's https:// address. */
export type TLegalLink = { href: string; label: string };

export type TLegalSection = {
  /** The section's anchor (`#your-rights`). */
  id: string;
  title: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Said after the list, when a section needs a closing line. */
  after?: readonly string[];
  links?: readonly TLegalLink[];
};

export type TLegalPage = {
  /** The h1. */
  title: string;
  /** The browser tab's title. */
  documentTitle: string;
  intro: string;
  /** The title of the section the page shows the trader's details in (always first). */
  whoWeAreTitle: string;
  whoWeAreText: string;
  sections: readonly TLegalSection[];
};

const price = (pence: number) => formatPence(pence);
const STARTER_INTRO = price(PLAN_PRICES_PENCE.StarterIntro);
const STARTER = price(PLAN_PRICES_PENCE.Starter);
const MONTHLY = price(PLAN_PRICES_PENCE.Monthly);
const LIFETIME = price(PLAN_PRICES_PENCE.Lifetime);

// The ICO: the right to complain (UK GDPR Article 77) and its contact details.
// Source: https://ico.org.uk/make-a-complaint/ and https://ico.org.uk/global/contact-us/ (helpline 0303 123 1113).
const ICO_LINK: TLegalLink = {
  href: 'https://ico.org.uk/make-a-complaint/',
  label: 'Make a complaint to the ICO',
};

/**
 * The privacy notice (UK GDPR Articles 13 and 14: who we are, what we hold, why and on what lawful basis, who receives
 * it, how long we keep it, the rights, the right to complain to the ICO).
 * Source for the list of rights and the one-month answer: the ICO's guide to individual rights,
 * https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/individual-rights/individual-rights/ and
 * https://ico.org.uk/for-the-public/your-right-of-access/ ("one month").
 */
export const PRIVACY_PAGE: TLegalPage = {
  title: 'Privacy notice',
  documentTitle: 'Privacy notice | RacePro',
  intro:
    'This notice explains what personal data RacePro keeps about you, why, how long we keep it, who else sees it, and your rights under UK data protection law (the UK GDPR and the Data Protection Act 2018).',
  whoWeAreTitle: 'Who we are',
  whoWeAreText:
    'RacePro is run by the business below, which is the controller of your personal data. Write to us or e-mail us about anything in this notice.',
  sections: [
    {
      id: 'what-we-keep',
      title: 'What we keep',
      items: [
        'Your account: your e-mail address, the username you chose (if any), your password as a one-way hash (never the password itself), when you joined, your odds display choice and the bankroll figure you enter.',
        'Your plan and payments: which plan you hold and its dates, and for each payment the plan, the amount, the date, its status and the payment reference. Your card details go straight to our payment provider: we never see or store your full card number.',
        'What you do in RacePro: the bets you track in your account (horse, race, odds, stake and result), your quiz scores in Learn Racing, and who invited you if you joined through an invite link.',
        'Your safer-gambling settings: stake limits, time-outs and self-exclusions, with their dates.',
        'E-mails we send you: a copy of each receipt, renewal reminder and password reset e-mail (a reset link stops working after 30 minutes or once used).',
        'Security records: a hash of each sign-in session, counts of recent sign-in attempts, and our server logs, which record your IP address, the page or address asked for and the time.',
      ],
      after: [
        'Some things stay on your own device and never reach us unless you sign in and choose to move them into your account, such as bets you track as a guest. The cookies page lists them.',
      ],
      links: [{ href: '/cookies', label: 'Cookies and device storage' }],
    },
    {
      id: 'why',
      title: 'Why we use it, and our lawful basis',
      items: [
        'To run your account and the plan you bought, send receipts and renewal reminders, and reset your password: this is necessary for our contract with you.',
        'To keep payment records for tax and accounting: this is a legal obligation.',
        'To keep RacePro secure (sign-in limits, logs, stopping fraud and misuse) and to enforce the safer-gambling limits you set: these are our legitimate interests, and yours.',
        'To answer you when you contact us: our legitimate interest in helping you.',
      ],
      after: [
        'We do not sell your data, we do not use it for advertising, and we do not send marketing e-mails. We make no decisions about you by automated means that have legal or similarly significant effects.',
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who else sees it',
      paragraphs: [
        'We share personal data only with the service providers who help us run RacePro, under contracts that let them use it only on our instructions:',
      ],
      items: [
        'our hosting and database provider, which stores the data;',
        'our payment provider (Stripe), which takes card payments and checks them for fraud, and keeps its own records of them as its privacy policy says;',
        'our e-mail delivery provider, which sends our e-mails;',
        'if the chat assistant uses an outside AI service, that service receives the messages you type into the chat to write its answer (do not type personal details there).',
      ],
      after: [
        'Where a provider handles data outside the UK, we rely on UK adequacy regulations or the ICO-approved International Data Transfer Agreement or Addendum to protect it. We also give data to the police, a regulator or a court when the law requires it.',
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      items: [
        'Your account and what is in it: while your account is open. You can close it yourself on your account page ("Close my account"): your e-mail address, username, password, invite code, bets, quiz scores, limits, plan, sessions and the copies of e-mails we sent you are deleted at once. If you ask us by e-mail instead, we do the same within one month.',
        // HMRC: "You must keep records for 6 years from the end of the last company financial year they relate to."
        // Source: https://www.gov.uk/running-a-limited-company/company-and-accounting-records (decision 0022).
        'Payment records: for each payment, the plan, the amount, the date, its status and the payment provider’s reference (and when you agreed to immediate access). We keep them for 6 years from the end of the financial year they belong to, as UK tax law requires, even after your account is closed; once it is closed they no longer carry your e-mail address or name.',
        'Breaks and self-exclusion: if you close your account while a time-out or self-exclusion is running, we keep a one-way hash of your e-mail address (not the address itself) and the date it ends, and nothing else, until it ends. Until then that e-mail address cannot be used to sign in or to open a new account. Then the record is deleted.',
        'Sign-in sessions: 30 days from when you sign in, or until you sign out. Password reset links: 30 minutes.',
        'Server logs: no more than 30 days. Backups: deleted data leaves our backups within 35 days.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: ['Under UK data protection law you have the right:'],
      items: [
        'to be informed about how we use your data (this notice);',
        'of access: to get a copy of the data we hold about you;',
        'to rectification: to have wrong or incomplete data corrected;',
        'to erasure: to have your data deleted;',
        'to restrict processing: to ask us to keep your data but stop using it;',
        'to data portability: to get the data you gave us in a machine-readable form, or have it sent to another service;',
        'to object to our use of your data where we rely on legitimate interests;',
        'not to be subject to decisions based solely on automated processing that have legal or similarly significant effects (we make none).',
      ],
      after: [
        'To use any of these rights, e-mail us at the address under "Who we are". It is free, and we answer within one month (longer only for complex requests, and then we tell you why). We may ask you to confirm who you are. Some rights have limits: for example we must keep payment records for the time the law says.',
        'You can also do two of these yourself on your account page: "Download my data" gives you a copy of everything in your account as a file (JSON), and "Close my account" deletes it as described above.',
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      paragraphs: [
        "If you are unhappy with how we use your data, please tell us first so we can put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator: ico.org.uk, helpline 0303 123 1113.",
      ],
      links: [ICO_LINK],
    },
    {
      id: 'age-and-security',
      title: 'Age and security',
      paragraphs: [
        'RacePro is only for adults aged 18 and over. We do not knowingly hold data about anyone under 18; if you think we do, tell us and we will delete it.',
        'We protect your data with encrypted connections (HTTPS), hashed passwords and session tokens, access limited to the people who need it, and regular backups.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      paragraphs: [
        'When we change this notice we update the date at the top, and we tell account holders by e-mail before any change that affects them significantly.',
      ],
    },
  ],
};

/**
 * The terms of service.
 * Cancellation: the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013,
 * https://www.legislation.gov.uk/uksi/2013/3134/contents:
 * - regulation 29: the right to cancel a distance contract in the cancellation period without giving a reason,
 *   https://www.legislation.gov.uk/uksi/2013/3134/regulation/29;
 * - regulation 30: for digital content not on a tangible medium, the period ends 14 days after the day the contract is
 *   entered into, https://www.legislation.gov.uk/uksi/2013/3134/regulation/30;
 * - regulation 34: the refund within 14 days, by the same means of payment,
 *   https://www.legislation.gov.uk/uksi/2013/3134/regulation/34;
 * - regulation 36: no payment is due for digital content supplied in the period without the consent and acknowledgement
 *   of regulation 37, https://www.legislation.gov.uk/uksi/2013/3134/regulation/36;
 * - regulation 37: the right to cancel ends once supply begins after the consumer has given express consent to supply
 *   within the cancellation period and acknowledged that the right to cancel will be lost,
 *   https://www.legislation.gov.uk/uksi/2013/3134/regulation/37.
 * Statutory rights in digital content: the Consumer Rights Act 2015, Part 1 Chapter 3,
 * https://www.legislation.gov.uk/ukpga/2015/15/part/1/chapter/3.
 */
export const TERMS_PAGE: TLegalPage = {
  title: 'Terms of service',
  documentTitle: 'Terms of service | RacePro',
  intro:
    'These terms are the agreement between you and us when you use RacePro or buy a plan. Please read them before you buy. Nothing in them takes away your statutory rights as a consumer.',
  whoWeAreTitle: 'Who we are',
  whoWeAreText: 'RacePro is provided by the business below. You can contact us by e-mail or by post.',
  sections: [
    {
      id: 'the-service',
      title: 'The service',
      paragraphs: [
        'RacePro publishes UK horse racing tips and analysis, learning material and betting calculators, and lets you keep a record of the bets you choose to track.',
        'RacePro is a tracker, not a bookmaker. We never take bets, accept stakes, hold your money or place bets for you. Any bet you make is between you and your bookmaker, under their rules.',
      ],
    },
    {
      id: 'age',
      title: 'You must be 18 or over',
      paragraphs: [
        'You must be 18 or over to open an account or buy a plan. We may close an account if we believe its holder is under 18.',
      ],
    },
    {
      id: 'tips',
      title: 'Tips are opinions',
      paragraphs: [
        'Our tips, ratings and analysis are opinions about races. They are not advice to bet and they do not guarantee a profit: every bet can lose, and past results do not predict future ones. Only bet what you can afford to lose.',
        'Our track record is worked out from recorded results, winners and losers alike. Racing information can contain mistakes; check the race with your bookmaker before you bet.',
      ],
      links: [{ href: '/responsible-gambling', label: 'Responsible gambling help' }],
    },
    {
      id: 'plans-and-prices',
      title: 'Plans and prices',
      paragraphs: ['Prices are in pounds sterling and include VAT where it applies.'],
      items: [
        'Free: £0. Free tips, every resulted tip, the Bet Calculator and bets tracked on your device.',
        `Starter: ${STARTER_INTRO} for your first week if your account has never had Starter, then ${STARTER} a week.`,
        `Monthly (the "Monthly Value" card): ${MONTHLY} for one calendar month.`,
        `Lifetime (the "Lifetime Access" card): ${LIFETIME} once, for as long as RacePro runs, with nothing more to pay. Sold only while early-supporter places remain (${EARLY_ADOPTER_LIMIT.toLocaleString('en-GB')} in all, one per buyer).`,
      ],
      after: [
        'What each plan includes is shown on the plans page when you buy. A paid plan starts as soon as your payment is confirmed. If you move to a higher plan part-way through a period, the whole days left on your current plan are added at the end of the new one; Lifetime has no end, so it covers them instead.',
      ],
      links: [{ href: '/subscription', label: 'Plans and pricing' }],
    },
    {
      id: 'renewal',
      title: 'No automatic renewal',
      paragraphs: [
        'Plans never renew by themselves, and we never charge your card without you asking. We e-mail you 3 days before a Starter or Monthly plan ends; to carry on, you buy another period yourself. If you do not, your account returns to the Free plan and your bets and settings stay in it.',
      ],
    },
    {
      id: 'cancellation',
      title: 'Your right to cancel',
      paragraphs: [
        'Under the Consumer Contracts Regulations 2013 you normally have 14 days from the day you buy to cancel a purchase made online, without giving a reason.',
        'A paid plan is digital content that you can use at once. When you buy, we ask you to agree that your plan starts straight away and to confirm that you understand you then lose the right to cancel. If you give that agreement, the 14-day right to cancel ends when your plan starts.',
        'If you bought without giving that agreement, you can cancel within 14 days of buying by e-mailing us (a clear statement that you want to cancel is enough), and we will refund you in full within 14 days, to the card you paid with.',
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      items: [
        'Automatic refunds: if a payment arrives when our rules no longer allow the plan it was for (for example, you paid twice from two browser tabs, you already hold a plan that includes it, or the last early-supporter Lifetime place went to someone else first), we refund that payment in full, automatically, and e-mail you to say so. Your plan does not change.',
        'Anything else: if something has gone wrong with a payment or your plan, e-mail us and we will look at it. Your statutory rights apply: digital content must be as described, fit for purpose and of satisfactory quality, and if it is not you may be entitled to a repair, a replacement or a refund.',
      ],
      after: ['A card refund usually reaches your account within 5 to 10 working days.'],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      paragraphs: ['When you use RacePro you agree not to:'],
      items: [
        'share your account or sell, republish or pass on paid tips or analysis to people who have not paid for them;',
        'copy the site or its data by automated means (scraping), or try to get round the plan limits;',
        'attack, overload or try to break into RacePro, or use someone else’s account or payment card;',
        'post or send anything unlawful, abusive or misleading through RacePro.',
      ],
      after: [
        'If you break these rules we may suspend or close your account. We will tell you why, and if we close an account through no fault of yours we will refund the unused part of any paid plan.',
      ],
    },
    {
      id: 'safer-gambling',
      title: 'Safer gambling',
      paragraphs: [
        'You can set stake limits, take a time-out or self-exclude in your account at any time. While a time-out or self-exclusion runs, we show you no tips for races yet to be run. Free, confidential help is available from the National Gambling Helpline on 0808 8020 133, 24 hours a day.',
      ],
      links: [{ href: '/settings/account', label: 'Manage your betting limits' }],
    },
    {
      id: 'our-responsibility',
      title: 'Our responsibility to you',
      paragraphs: [
        'We take reasonable care and skill in providing RacePro. We are not responsible for losses from bets you decide to make, because betting decisions are yours and tips are opinions, or for losses we could not reasonably foresee. We do not exclude or limit our liability where it would be unlawful to do so, including for death or personal injury caused by our negligence, for fraud, or for breaking your statutory rights.',
        'We may change or pause parts of RacePro, for example for maintenance. If a change takes away something important you have paid for, you may end your plan and we will refund the unused part.',
      ],
    },
    {
      id: 'law',
      title: 'Changes, complaints and the law',
      paragraphs: [
        'We may update these terms; the date at the top shows the latest version, and a change never applies to a plan you have already paid for unless it is in your favour. If you have a complaint, e-mail us and we will do our best to put it right.',
        'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may also bring proceedings in your local courts, and you keep the protection of your local consumer law.',
      ],
    },
  ],
};

/** Where a stored item lives. */
export type TStorageKind =
  | 'Cookie'
  | 'Local storage'
  | 'Session storage'
  | 'Cache storage'
  | 'Push subscription';

export type TStoredItem = {
  name: string;
  kind: TStorageKind;
  /** Who sets it and when. */
  setWhen: string;
  purpose: string;
  lifetime: string;
};

/**
 * Every cookie and every device-storage key the site uses, as the code sets them (the cookies page's list; its test
 * checks the names against the code's own constants). There is no IndexedDB. The service worker (issue 37) keeps the Cache Storage entries and the push subscription listed here.
 */
export const STORED_ITEMS: readonly TStoredItem[] = [
  {
    name: '__Host-racepro_session',
    kind: 'Cookie',
    setWhen: 'When you sign in or create an account.',
    purpose:
      'Keeps you signed in. It holds a random token that only our server can match to your account. It is httpOnly (page scripts cannot read it), SameSite=Lax (not sent with requests other sites start, except when you follow a link to us) and sent only over HTTPS; the __Host- prefix tells your browser to accept it only from this exact site. A copy of RacePro running on your own computer over plain HTTP calls it racepro_session.',
    lifetime: '30 days from when you sign in, or until you sign out.',
  },
  {
    // Stripe.js sets these when it loads; it "only uses essential cookies to ensure the site works properly, detect
    // and prevent fraud". Source: https://docs.stripe.com/js/appendix/cookies and the Stripe Cookies Policy,
    // https://stripe.com/cookies-policy/legal (__stripe_mid: 1 year; __stripe_sid: 30 minutes).
    name: '__stripe_mid, __stripe_sid',
    kind: 'Cookie',
    setWhen:
      'Only when you open the card form to pay, where this site takes card payments through Stripe, our payment provider, which sets them.',
    purpose: 'Help Stripe process your payment securely and detect fraud.',
    lifetime: '__stripe_mid: 1 year. __stripe_sid: 30 minutes.',
  },
  {
    name: 'racepro.localBets',
    kind: 'Local storage',
    setWhen: 'When you track a bet without an account (or on the Free plan).',
    purpose: 'The bets you track on this device.',
    lifetime: 'Until you delete the bets or move them into your account.',
  },
  {
    name: 'racepro.betslip',
    kind: 'Local storage',
    setWhen: 'When you add a selection to the betslip.',
    purpose: 'Keeps your betslip between visits.',
    lifetime: 'Until you clear your browser’s data for this site (emptying the betslip empties it).',
  },
  {
    name: 'racepro.oddsFormat',
    kind: 'Local storage',
    setWhen: 'When you switch between fractional and decimal odds.',
    purpose: 'Remembers how you like odds shown (a signed-in member’s choice is also kept in their account).',
    lifetime: 'Until you change it or clear your browser’s data for this site.',
  },
  {
    name: 'racepro.realityCheck',
    kind: 'Local storage',
    setWhen: 'When you choose how often to see a reality check (Manage Your Betting Limits).',
    purpose: 'Your choice (off, or every 30, 60 or 90 minutes) and when you made it.',
    lifetime: 'Until you change it or clear your browser’s data for this site.',
  },
  {
    name: 'racepro.visit',
    kind: 'Local storage',
    setWhen: 'While reality checks are on (for members, unless they turn them off), as you use the site.',
    purpose:
      'When this visit started, when a page of the site was last open and when you last closed a reality check, so the check can say how long you have been here. It never leaves your device.',
    lifetime: 'Replaced by a new visit after 30 minutes with no page of the site open.',
  },
  {
    name: 'racepro.learnProgress',
    kind: 'Local storage',
    setWhen: 'When you finish a Learn Racing quiz without an account, or while our server cannot be reached.',
    purpose: 'Your best quiz scores on this device.',
    lifetime: 'Until they are saved to your account after you sign in, or you clear your browser’s data.',
  },
  {
    name: 'racepro.chat',
    kind: 'Local storage',
    setWhen: 'When you use the chat assistant.',
    purpose: 'Keeps your conversation (up to 100 messages) when you change page or reload.',
    lifetime:
      'Until you choose Clear conversation. A member’s conversation is also cleared when someone else, or a guest, uses the chat on this device.',
  },
  {
    name: 'racepro.deviceImportOfferedTo',
    kind: 'Local storage',
    setWhen: 'When we offer to move the bets on this device into your account.',
    purpose: 'Your account number, so we offer that only once while you are signed in.',
    lifetime: 'Until this device is next used signed out.',
  },
  {
    name: 'pendingTip',
    kind: 'Local storage',
    setWhen: 'Administrators only: when a new tip could not be saved on our server.',
    purpose: 'Keeps the tip so it can be sent again rather than lost.',
    lifetime: 'Until the tip is saved or discarded.',
  },
  {
    name: 'racepro.promoHidden',
    kind: 'Session storage',
    setWhen: 'When you close the promotions banner.',
    purpose: 'Keeps the banner closed.',
    lifetime: 'Until you close the browser tab.',
  },
  {
    name: 'racepro.referral-code',
    kind: 'Session storage',
    setWhen: 'When you arrive through a friend’s invite link.',
    purpose: 'Keeps the invite code until you create your account.',
    lifetime: 'Until you create an account or close the browser tab.',
  },
  {
    name: 'racepro-shell-<version>',
    kind: 'Cache storage',
    setWhen:
      'When the app is first opened in a browser that supports offline use (our service worker, /sw.js).',
    purpose:
      'A copy of the app itself (its pages, scripts, styles and icons) so it opens without a connection.',
    lifetime: 'Until the next version of the app replaces it.',
  },
  {
    name: 'racepro-api-v1',
    kind: 'Cache storage',
    setWhen: 'When you open My Bets while signed in, in a browser that supports offline use.',
    purpose:
      'The last copy of your bets, their figures and your account details, shown (marked as not up to date) when you are offline.',
    lifetime: 'Until you sign in or out, or the next time the same page loads with a connection.',
  },
  {
    name: 'Push subscription',
    kind: 'Push subscription',
    setWhen:
      'Only when you turn on "Notifications on this device" on your account page and allow notifications.',
    purpose:
      'Lets our server send this device the alerts you chose, through your browser maker’s push service. Our server keeps the subscription’s address and keys with your account.',
    lifetime: 'Until you turn notifications off, block them in the browser, or close your account.',
  },
];

/**
 * The cookies page. The storage rule: the Privacy and Electronic Communications (EC Directive) Regulations 2003,
 * regulation 6: storing or reading information on a device needs consent, except where it is strictly necessary for a
 * service the user asked for (regulation 6(4)(b)), https://www.legislation.gov.uk/uksi/2003/2426/regulation/6 and the
 * ICO's guidance, https://ico.org.uk/for-organisations/direct-marketing-and-privacy-and-electronic-communications/guide-to-pecr/cookies-and-similar-technologies/.
 */
export const COOKIES_PAGE: TLegalPage = {
  title: 'Cookies and device storage',
  documentTitle: 'Cookies | RacePro',
  intro:
    'This page lists every cookie RacePro uses and everything it keeps in your browser’s storage, what each is for and how long it lasts.',
  whoWeAreTitle: 'Who we are',
  whoWeAreText: 'RacePro is run by the business below. Ask us anything about this page.',
  sections: [
    {
      id: 'summary',
      title: 'In short',
      items: [
        'We use no advertising cookies, no analytics or tracking cookies, and no social media pixels.',
        'Everything below is needed for something you ask RacePro to do: keep you signed in, take a payment, or remember your bets and choices. UK law (the Privacy and Electronic Communications Regulations) allows these without a consent banner, because they are strictly necessary for the service you request.',
        'Nothing stored on your device is used to follow you around other websites.',
      ],
    },
    {
      id: 'device-storage',
      title: 'What we store on your device',
      paragraphs: [
        'Cookies are sent to our server with each request. Local storage and session storage stay in your browser and are read only by RacePro’s pages: local storage lasts until it is removed, session storage until you close the tab.',
      ],
    },
    {
      id: 'control',
      title: 'Your choices',
      paragraphs: [
        'You can delete cookies and site data in your browser’s settings at any time. If you block or delete them, RacePro still works, but you will be signed out and bets, choices and conversations kept only on this device will be lost.',
        'Links to share a tip (Facebook, X, WhatsApp and others) only open those sites when you choose them; we put none of their code or cookies on our pages.',
      ],
      links: [{ href: '/privacy', label: 'Privacy notice' }],
    },
  ],
};
