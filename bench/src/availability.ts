/** A route the server does not have yet answers 404 with the API's own "No route for …" message. */
export async function routeMissing(res: Response): Promise<boolean> {
  if (res.status !== 404) return false;
  const body = (await res.clone().json().catch(() => null)) as { message?: string } | null;
  return typeof body?.message === 'string' && body.message.startsWith('No route for');
}
