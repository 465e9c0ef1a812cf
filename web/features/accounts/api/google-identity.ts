/**
 * Google Identity Services, loaded on demand (https://accounts.google.com/gsi/client; the CSP allows it) the
 * first time someone presses Continue with Google.
 */
interface CredentialResponse {
  credential?: string;
}
interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (r: CredentialResponse) => void;
    ux_mode?: 'popup';
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (n: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void): void;
}
type WithGoogle = { google?: { accounts?: { id?: GoogleId } } };

export const GSI_SRC = 'https://accounts.google.com/gsi/client';
let loading: Promise<GoogleId> | null = null;

export function loadGoogleIdentity(): Promise<GoogleId> {
  const existing = (window as WithGoogle).google?.accounts?.id;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const id = (window as WithGoogle).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not start'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Asks Google for an ID token; resolves with the credential, or rejects when none comes. */
export async function requestGoogleCredential(clientId: string): Promise<string> {
  const id = await loadGoogleIdentity();
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      use_fedcm_for_prompt: true,
      callback: (r) => (r.credential ? resolve(r.credential) : reject(new Error('no credential'))),
    });
    id.prompt((n) => {
      if (n.isNotDisplayed?.() || n.isSkippedMoment?.()) reject(new Error('dismissed'));
    });
  });
}
