// One helper for the browser journeys (e2e/support/seed.ts) and the cluster payment journey.

/** Stores a session (tokens and user, as the login page does) in the page's storage; the next load is signed in. */
export async function handSessionToPage(page, session) {
  await page.evaluate((d) => {
    localStorage.setItem('accessToken', d.accessToken);
    localStorage.setItem('refreshToken', d.refreshToken);
    localStorage.setItem('user', JSON.stringify(d.user));
    localStorage.setItem('user_id', String(d.user.id));
  }, session);
}
