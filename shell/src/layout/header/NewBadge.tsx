/** The small "New" marker next to a menu entry (Adidas, spec §2); the space keeps the name "Adidas New", not "AdidasNew". */
export function NewBadge() {
  return (
    <>
      {' '}
      <span className="new-badge">New</span>
    </>
  );
}
