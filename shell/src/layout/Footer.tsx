export function Footer() {
  return <footer className="site-footer">© {new Date().getFullYear()} PrintPop Store</footer>;
}
