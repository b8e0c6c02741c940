export const PRODUCT_NAME = 'RacePro';
export const DEFAULT_TIPSTER = 'RacePro Team';

/** UK helplines shown in the footer, the responsible gambling page and the chat assistant. */
export const HELPLINES = {
  nationalGamblingHelpline: {
    name: 'National Gambling Helpline',
    phone: '0808 8020 133',
    hours: '24 hours a day, 7 days a week',
    // Run by GamCare, free by phone and live chat around the clock
    // (https://www.gamcare.org.uk/get-support/talk-to-us-now/). GambleAware, which the card once linked to, closed
    // on 31 March 2026 (its managed closure, announced in 2025, as GamCare's own tribute reported).
    runBy: 'GamCare',
    url: 'https://www.gamcare.org.uk/get-support/talk-to-us-now/',
  },
  gamcare: { name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' },
  gamstop: { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' },
  gamblersAnonymous: { name: 'Gamblers Anonymous UK', url: 'https://www.gamblersanonymous.org.uk' },
  samaritans: { name: 'Samaritans', phone: '116 123', url: 'https://www.samaritans.org' },
} as const;

export const RESPONSIBLE_GAMBLING_LINE = '18+. Gamble responsibly.';

/** The daily tip release window, spelled one way everywhere (spec 1 section 8's wording). */
export const RELEASE_WINDOW = 'between 6:00 AM and 10:00 AM';
