import { afterEach, expect, it, vi } from 'vitest';
import { keepEarlyClicks } from './early-clicks.ts';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.ready;
});

/** The app has rendered: what web/main.tsx does once its first render committed. */
async function appReady() {
  document.documentElement.dataset.ready = 'true';
  await new Promise((resolve) => setTimeout(resolve, 0)); // the mutation observer's turn
}

it('presses again, once the app has rendered, the last button pressed before it started', async () => {
  document.body.innerHTML = '<header><button>Menu</button><button><span>Sign In</span></button></header>';
  keepEarlyClicks();
  const [menu, signIn] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
  menu!.click();
  (signIn!.firstElementChild as HTMLElement).click(); // on the label inside the button
  // the app attaches its handlers, then marks the document ready
  const pressed = vi.fn();
  menu!.addEventListener('click', () => pressed('menu'));
  signIn!.addEventListener('click', () => pressed('sign in'));
  await appReady();
  expect(pressed.mock.calls).toEqual([['sign in']]);
  // after that, nothing is kept or pressed again
  menu!.click();
  await appReady();
  expect(pressed.mock.calls).toEqual([['sign in'], ['menu']]);
});

it('leaves a form’s submit button and a link to the browser, and keeps nothing once the app is ready', async () => {
  document.body.innerHTML = '<form><input name="q"><button type="submit">Search</button></form><a href="#x">Link</a>';
  const form = document.querySelector('form')!;
  form.addEventListener('submit', (event) => event.preventDefault()); // jsdom cannot navigate
  keepEarlyClicks();
  const submit = document.querySelector('button')!;
  const submitted = vi.fn();
  submit.click();
  document.querySelector('a')!.click();
  submit.addEventListener('click', submitted);
  await appReady();
  expect(submitted).not.toHaveBeenCalled();

  document.body.innerHTML = '<button>Late</button>';
  keepEarlyClicks(); // the app is already ready
  const late = vi.fn();
  const button = document.querySelector('button')!;
  button.click();
  button.addEventListener('click', late);
  await appReady();
  expect(late).not.toHaveBeenCalled();
});
