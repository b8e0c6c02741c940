import type { TChatMessage } from '~/domain/chat.contract';
import { normalise } from './builtin/parse';

/**
 * Whether a conversation shows gambling harm (issue 34): every user message is read, not only the newest, for
 * signals of meaning as UK punters type them (normalised: lower case, apostrophes dropped, "can't" is "cant").
 * A strong signal counts alone (losing control, chasing, a partner's gambling, despair); a weaker one (money for
 * essentials, borrowing, need, secrecy) counts with betting talk anywhere in the conversation, and "get my money back"
 * only with betting talk in the same message. Racing words
 * ("chase", "bumper", "banker", a horse "on loan") never count alone.
 */

export const DESPAIR =
  /\b(suicid\w*|kill myself|end(ing)? it all|end(ing)? my life|want to die|better off dead|self[\s-]?harm|hurt myself|no way out|not worth living)\b/;

const BETTING =
  /\b(bets?|betting|betted|gambl\w*|punt\w*|bookies?|bookmakers?|wager\w*|accas?|accumulators?|dutch\w*|each way|odds|\d+\s*\/\s*\d+|stakes?|naps?|tips?|selections?|horses?|wins?|winners?|sure thing|dead cert|certainty|gee gees|racing|races?|slots|casino|cheltenham|festival|\d{1,2}[:.]\d{2}|lost|losses|losing|done the money|win it back|back to even)\b/;

const PEOPLE =
  '(husband|wife|missus|partner|other half|boyfriend|girlfriend|fella|bloke|son|daughter|dad|father|mum|mother|brother|sister|family|kids|the wife|her indoors)';

/** Each counts alone. */
const STRONG: readonly RegExp[] = [
  // Losing control.
  /\b(cant|cannot|can not|unable to|couldnt|dont know how to|need to|want to|trying to|tried to)\s+(stop|quit|control|stay away|pack (it|this) in)\b.{0,30}\b(bet\w*|gambl\w*|punt\w*|horses|bookies|it)\b/,
  /\b(cant|cannot|couldnt)\s+(stop|quit|control)\s+(betting|gambling|punting|myself)\b/,
  /\b(out of control|addict\w*|hooked|compulsive|problem gambl\w*|gambling problem|betting problem|problem with (my )?(betting|gambling)|gambling debts?|ruin(ed|ing) my life)\b/,
  /\b(said|swore|promised|told myself|tell myself|telling myself|keep saying)\b.{0,30}\b(stop|last (one|bet|time)|quit|never again|not to)\b/,
  /\bkeep (going back|coming back|betting|gambling|losing|chasing)\b/,
  /\b(feel|feeling|felt|am|im)\s+(so\s+)?(sick|awful|terrible|ashamed|guilty|gutted and ashamed)\b.{0,30}\b(lost|losing|bet\w*|gambl\w*)\b/,
  /\b(deleted|closed|removed)\b.{0,20}\b(app|account)\b.{0,40}\b(back|again|reopened|new one)\b/,
  // Chasing: wanting to win back what was lost.
  /\bchas(e|es|ed|ing|in)\b.{0,20}\b(loss|losses|losings|money|it back|what i lost)\b/,
  /\b(win|winning|won|make|making)\s+(it|it all|that|my money|my losses|the money|the rent|the lot|some of it|what i lost|my wages)\s+back\b/,
  /\b(win|winning|make|making)\s+back\s+(what i lost|what ive lost|my losses|my money|the money|the rent|my wages|the lot)\b/,
  /\b(get|getting|gotta get|got to get|back)\s+(back\s+)?to\s+(even|evens|level|square)\b/,
  /\b(make up for|recoup|recover)\b.{0,25}\b(lost|losses|losing|what i)\b/,
  /\bdoubl(e|ed|ing) (up|my stakes?)\b.{0,30}\b(back|lost|losses)\b/,
  // Money for essentials gone on a bet.
  /\b(lost|blew|blown|spent|done|did|put|used|bet|punted|gambled)\b.{0,25}\b(rent|mortgage|bills?|council tax|wages|salary|pay packet|benefits|universal credit|savings|pension|food|shopping|electric|gas|kids?|nursery|school)\b.{0,10}\b(money|cash)?\b.{0,30}\b(bets?|betting|horses?|gee gees|bookies|accas?|nap|on (a|the|an)|\d{1,2}[:.]\d{2})\b/,
  /\b(lost|blew|blown|done)\s+(all\s+)?(me|my|the|our)\s+(rent|mortgage|wages|salary|pay|savings|pension|benefits)\b/,
  /\blost (everything|it all|all my|my (house|home|job))\b/,
  // Someone close gambling.
  new RegExp(
    `\\b(my|the|our)\\s+(\\w+\\s+)?${PEOPLE}('?s)?\\s+(\\w+\\s+){0,3}(gambl\\w*|bets all|bets our|bets his|bets her|keeps betting|is betting|betting|spends? all)\\b`,
  ),
  /\b(worried|concerned|scared)\b.{0,30}\b(betting|gambling)\b/,
  DESPAIR,
];

/** Each counts with betting talk somewhere in the conversation. */
const WEAK: readonly RegExp[] = [
  // Need and desperation.
  /\b(need|needs|needed|gotta have|must have)\s+(a|this|the|one)\s+(\w+\s+)?(win|winner|result|bet|acca)\b.{0,25}\b(badly|desperately|really|or im|or i am|to (pay|cover|land|sort)|so bad)\b/,
  /\b(need|needs|want)\s+(a|one)\s+(big\s+)?(win|winner)\s+to\s+(sort|fix|pay|cover|get)\b/,
  /\bjust need one (big )?(win|winner|result)\b/,
  /\b(in|into) (real|serious|deep|big|a lot of|proper) (trouble|bother|shit|mess)\b/,
  /\b(desperate|desperation|last chance|all or nothing|or im done|or im finished|im done for)\b/,
  /\b(skint|brassic|potless|im broke|i am broke|flat broke|stony broke|totally broke|last (tenner|fiver|score|quid|£\d+|few quid|money))\b/,
  /\b(sure thing|dead cert|safe bet|certainty|guaranteed)\b.{0,40}\b(trouble|need|money back|rent|bills|owe|skint|broke|last)\b/,
  /\b(trouble|need|skint|broke|owe)\b.{0,40}\b(sure thing|dead cert|safe bet|certainty|guaranteed)\b/,
  // Money for essentials they cannot meet.
  /\b(cant|cannot|couldnt|wont be able to)\s+(pay|afford|cover|make)\s+(the|my|our|me)?\s*(rent|mortgage|bills?|council tax|food|electric|gas|nursery)\b/,
  /\b(rent|mortgage|council tax|electric|gas bill|bills?)\s+(is|are)\s+(due|overdue)\b/,
  /\bkids need\b/,
  /\b(wages|salary|pay|rent|mortgage|benefits|universal credit|dole|pension|savings|bills?|(car|phone|loan) payment)\b.{0,30}\b(went|gone|goes|going)\b.{0,20}\b(on|at|to)\b/,
  /\b(car|phone|loan) payment\b/,
  /\b(fiver|tenner|score|quid|£\d+|money|pounds?) left (to|till|until) (last|payday|the end)\b|\bnothing left\b/,
  /\b(cant|cannot|can not) afford to lose\b/,
  /\b(have to|got to|gotta|must|need to) win\b.{0,30}\b(or|otherwise)\b|\blose (the|my|our) (flat|house|home|car|job)\b/,
  /\bsold (my|the|our)\b.{0,25}\b(bets?|betting|gambl\w*|losses)\b|\bto cover (my|the) (bets|losses)\b/,
  /\b(cant sleep|not sleeping|lying awake|awake all night|up all night)\b/,
  /\b(rent|mortgage|bills?|food|wages|shopping|electric|gas|benefits|pension|savings|kids|nursery)\s+money\b/,
  // Borrowing and debt (not a horse "on loan").
  /\b(payday|personal|bank|quick|short term) loans?\b|\b(took|take|taken|get|got|getting)\s+(out\s+)?a\s+loan\b|\bloan shark\b|\bloan from\b/,
  /\b(borrow\w*|lend me|lent me|sub me)\b/,
  /\b(in debt|debts?|owe|owes|owed|owing|overdraft|overdrawn|bailiffs?|arrears|maxed( out)?|credit cards?|debt collectors?)\b/,
  /\bbanks? (been |has been |keeps |keep )?(on the phone|calling|ringing|chasing)\b/,
  // Secrecy.
  new RegExp(
    `\\b(${PEOPLE}|she|he|they|nobody|no one)\\s+(doesnt|dont|cant|mustnt|wont|must not|can never|never)\\s+(know|find out|see)\\b|\\bbefore (the|my) ${PEOPLE} finds? out\\b|\\bcant tell (the|my) ${PEOPLE}\\b`,
  ),
  /\b(hiding|hide|hid|lying|lie|lied|secret)\b.{0,30}\b(bets?|betting|gambling|losses|statements|account)\b/,
  /\bbehind (my|her|his|their) (\w+ )?(back|backs)\b/,
  /\b(kill me|go mad|leave me|divorce me)\s+if\s+(she|he|they)\s+(sees|finds|knew|found)\b|\b(sees|see|saw|finds) the (bank )?statements?\b/,
];

/**
 * Each counts with betting talk in the same message: "get my money back" after a bet is chasing; "can I get my
 * money back if I cancel" is a refund.
 */
const WITH_BETTING_HERE: readonly RegExp[] = [
  /\b(get|getting|gotta get|got to get|need to get|need|want)\s+(it|it all|that|my money|the money|what i lost|my losses|the rent|my wages)\s+back\b/,
];

const userTexts = (messages: readonly TChatMessage[]): string[] =>
  messages.filter((m) => m.role === 'user').map((m) => normalise(m.content));

/** Whether one message, with the conversation's betting talk (or its own), signals harm. */
const signalsHarm = (text: string, bettingTalk: boolean): boolean =>
  STRONG.some((sign) => sign.test(text)) ||
  ((bettingTalk || BETTING.test(text)) && WEAK.some((sign) => sign.test(text))) ||
  (BETTING.test(text) && WITH_BETTING_HERE.some((sign) => sign.test(text)));

/** Whether any user message of the conversation signals gambling harm. */
export const conversationShowsHarm = (messages: readonly TChatMessage[]): boolean => {
  const texts = userTexts(messages);
  const bettingTalk = texts.some((text) => BETTING.test(text));
  return texts.some((text) => signalsHarm(text, bettingTalk));
};

/** Whether a conversation speaks of despair (then the reply adds the Samaritans and 999). */
export const conversationShowsDespair = (messages: readonly TChatMessage[]): boolean =>
  userTexts(messages).some((text) => DESPAIR.test(text));
