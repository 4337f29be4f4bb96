import { siteCalls as calls } from '../generated/calls';
import { sessionToken } from './sessionStore';
import { CallError, callHeaders, settle, type CallRequest, type CallResponse, type Envelope, type WriteCall } from './client';

/**
 * A call whose body is a file (base64 in JSON, as the upload calls take it), sent with
 * XMLHttpRequest rather than fetch because only XMLHttpRequest tells how much of the body has left:
 * a 5 MB picture on a phone line takes long enough to need a progress bar. Headers and answers are
 * the other calls' (callHeaders, settle). `progress` gets the share sent, 0 to 1.
 */
export function apiUpload<N extends WriteCall>(name: N, input: CallRequest<N>, progress: (sent: number) => void, signal?: AbortSignal): Promise<CallResponse<N>> {
  const { method, path } = calls[name];
  const token = sessionToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    for (const [k, v] of Object.entries({ ...callHeaders(token), 'Content-Type': 'application/json' })) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) progress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let envelope: Envelope<CallResponse<N>>;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<CallResponse<N>>;
      } catch {
        return reject(new CallError(xhr.status, 'BAD_RESPONSE', ''));
      }
      // settle answers the value or throws the call's refusal, which then rejects this promise.
      resolve(Promise.resolve(envelope).then((read) => settle(xhr.status, read, token)));
    };
    xhr.onerror = () => reject(new CallError(0, 'NETWORK', ''));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(input));
  });
}
