// Routers whose location is handed to them rather than read from the address bar: StaticRouter for
// the store's server render, MemoryRouter for tests. They stay out of the browser's singleton
// (navigation.ts), which would otherwise ship them to every page. Both come from the same
// react-router-dom module as navigation.ts, so in Node and in tests they share its contexts.
export { MemoryRouter, StaticRouter } from 'react-router-dom';
