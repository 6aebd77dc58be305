// The stylesheets stay in the entry, so the built page links them (and the edge inlines them): the first paint
// never waits for a script.
import '../../shared/styles/base.css';
import './shell.css';

// A public page arrives whole and starts its islands as soon as it is parsed, without waiting for its images
// (docs/pages.md#islands). The admin has an entry of its own (admin/main.tsx).
void import('./page').then((page) => page.startPage());
