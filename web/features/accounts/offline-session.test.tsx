import { act, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '#shared/endpoints/auth.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { getSession, setSessionUser } from '#web/lib/session.ts';
import { answer, callsTo, renderWithProviders, stubApi } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import AuthModalHost from './auth-modal-host.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
  holdSignedInCookie(false);
});

describe('a signed-in reader without a connection', () => {
  it('is not shown as signed out while the user cannot be read, and is shown once it can (issue 36 §6)', async () => {
    holdSignedInCookie();
    let offline = true;
    const user = testUser({ name: 'Karim' });
    const fetchMock = stubApi([
      answer(authApi.config, { success: true, googleClientId: null }),
      answer(profileApi.me, () => {
        // what fetch does without a network
        if (offline) throw new TypeError('Failed to fetch');
        return { success: true, accessToken: 'a', user };
      }),
    ]);
    act(() => setSessionUser(null));
    // as on a page load with the signed-in cookie: the session is being restored
    const restoring = { user: null, restoring: true };
    act(() => Object.assign(getSession(), restoring));
    renderWithProviders(<AuthModalHost />);
    await waitFor(() => expect(callsTo(fetchMock, profileApi.me.path).length).toBeGreaterThanOrEqual(3), {
      timeout: 8000,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSession()).toMatchObject(restoring);

    offline = false;
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await waitFor(() => expect(getSession().user).toMatchObject({ name: 'Karim' }));
  }, 15_000);
});
