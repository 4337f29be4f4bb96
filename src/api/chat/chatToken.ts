const KEY = 'mq.chatToken';

/**
 * A visitor's hold on their chat (decision 0329), kept for the tab: sent with every chat call and
 * in the chat room's hello. A member's chat is theirs by their session and needs none.
 */
export function chatToken(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function keepChatToken(token: string | undefined): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota): the chat lasts as long as the room stays open.
  }
}
