// The id this browser names itself by when it signs in, so the brand's new-device check
// (accounts.newDeviceCheck) asks for a code once per device rather than at every sign-in. It is
// random and says nothing of the device; clearing the site's storage makes the browser new again.

const KEY = 'deviceId';
const shape = /^[A-Za-z0-9_-]{16,64}$/;

/** 128 random bits, URL-safe. getRandomValues, unlike randomUUID, also works on a plain-http domain. */
function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Where storage is refused: the page's own, so the id that asked for a code is the one that gives it. */
let unkept: string | null = null;

/** This browser's device id, made on first use; a browser that keeps no storage is new at each visit. */
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept && shape.test(kept)) return kept;
    const made = newDeviceId();
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    unkept ??= newDeviceId();
    return unkept;
  }
}
