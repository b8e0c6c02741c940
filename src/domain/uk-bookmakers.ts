/**
 * The bookmaker field's suggestions (free text is still taken): the UK bookmakers that price up British and Irish
 * racing, each holding a remote betting licence on the Gambling Commission's public register
 * (https://www.gamblingcommission.gov.uk/public-register/businesses), in alphabetical order. A member may type any
 * other name (1-60 characters, the API's limit).
 */
export const UK_BOOKMAKERS = [
  '888sport',
  'bet365',
  'Betfair Exchange',
  'Betfair Sportsbook',
  'Betfred',
  'BetMGM',
  'Betway',
  'BetVictor',
  'Boylesports',
  'Coral',
  'Kwiff',
  'Ladbrokes',
  'Paddy Power',
  'QuinnBet',
  'Sky Bet',
  'Spreadex',
  'Star Sports',
  'talkSPORT BET',
  'Tote',
  'Unibet',
  'Virgin Bet',
  'William Hill',
] as const;

/** The longest bookmaker name the API takes (POST /api/bets `bookmaker`, 1-60 characters once trimmed). */
export const MAX_BOOKMAKER_LENGTH = 60;
