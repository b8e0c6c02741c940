/**
 * The device import is offered once per sign-in: remembered per user until the device sees a signed-out visit.
 * Storage may be blocked (private mode); then the offer may simply come again.
 */
const IMPORT_OFFER_KEY = 'racepro.deviceImportOfferedTo';

export const wasImportOffered = (userId: number): boolean => {
  try {
    return window.localStorage.getItem(IMPORT_OFFER_KEY) === String(userId);
  } catch {
    return false;
  }
};

export const rememberImportOffer = (userId: number) => {
  try {
    window.localStorage.setItem(IMPORT_OFFER_KEY, String(userId));
  } catch {
    // Blocked storage: nothing to remember with.
  }
};

export const forgetImportOffer = () => {
  try {
    window.localStorage.removeItem(IMPORT_OFFER_KEY);
  } catch {
    // Blocked storage: nothing was remembered.
  }
};
