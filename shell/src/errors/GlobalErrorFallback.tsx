/** The global boundary's screen (spec §2): 'Oops! Something went wrong' with a reload button. */
export function GlobalErrorFallback() {
  return (
    <main className="error-screen" role="alert">
      <h1>Oops! Something went wrong</h1>
      <p>We are sorry for the trouble. Reloading the page usually fixes it.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload page
      </button>
    </main>
  );
}
