// The stylesheets stay in the entry, so the built page links them (and the edge inlines them): the first paint
// never waits for a script.
import '../../shared/styles/base.css';
import './shell.css';

import { startPage } from './page';

// A public page arrives whole and starts its islands once it is parsed, without waiting for its images
// (docs/pages.md#islands). Its start is one module with nothing to import (vite.config.ts). The admin has an entry
// of its own (admin/main.tsx).
startPage();
