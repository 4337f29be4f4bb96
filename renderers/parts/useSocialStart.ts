import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '../../src/api/client';
import { keepSocialBinding, socialStartMutation } from '../../src/api/social/providers';
import type { SocialProvider } from '../../src/generated/types';

/**
 * Sends this window to the provider to sign in, keeping the start's binding for the way back,
 * where the shell trades the callback's code for the session (dialogs/socialSignIn.tsx). Started
 * while signed in (`linking`), the same trade links the provider account to the member's account,
 * and the return opens the security centre again.
 */
export function useSocialStart(failedText: string, linking = false) {
  const start = useMutation(socialStartMutation());
  const [pressed, setPressed] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const go = (provider: SocialProvider, returnPath: string) => {
    setPressed(provider);
    setError(null);
    start.mutate(
      { provider, returnPath },
      {
        onSuccess: ({ url, binding }) => {
          keepSocialBinding(binding, linking);
          window.location.assign(url);
        },
        onError: (e) => {
          setPressed(null);
          setError(failureMessage(e, failedText));
        },
      },
    );
  };
  return { go, pressed, error };
}
