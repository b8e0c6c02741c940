import { useState } from 'react';
import { useLocation } from 'react-router';
import { isReferralCodeText } from '~/domain/referrals.contract';

/**
 * The invite code a visitor arrived with (`?ref=` on any page), kept in sessionStorage for this tab so it survives
 * browsing until the sign-up sends it. Only well-formed codes are kept; the server ignores one that names nobody.
 * NOTE: the app shell imports this module only when the address carries `ref=`, so `/` loads none of it.
 */
const STORAGE_KEY = 'racepro.referral-code';

const fromSearch = (search: string): string | null => {
  const ref = new URLSearchParams(search).get('ref');
  return ref && isReferralCodeText(ref) ? ref.trim().toUpperCase() : null;
};

/** Keeps the code in `search` (a location's `?...`), if it has one; answers it. */
export const rememberReferralCode = (search: string): string | null => {
  const code = fromSearch(search);
  if (code) {
    try {
      sessionStorage.setItem(STORAGE_KEY, code);
    } catch {
      // storage unavailable (private mode, quota): the code still works on this page
    }
  }
  return code;
};

export const storedReferralCode = (): string | null => {
  try {
    const code = sessionStorage.getItem(STORAGE_KEY);
    return code && isReferralCodeText(code) ? code : null;
  } catch {
    return null;
  }
};

/** After a sign-up: the code has been used. */
export const forgetReferralCode = (): void => {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
};

/** The invite code for a sign-up: this page's `?ref=`, else the one kept from an earlier page in this tab. */
export const useReferralCode = (): string | null => {
  const { search } = useLocation();
  const [code] = useState(() => rememberReferralCode(search) ?? storedReferralCode());
  return fromSearch(search) ?? code;
};
