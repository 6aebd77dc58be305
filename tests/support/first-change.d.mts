import type { BrowserContext, Locator, Page } from 'playwright-core';

export declare const slowPhoneCpu: number;
export declare function recordFirstChanges(context: BrowserContext): Promise<void>;
export declare function watchFirstChange(page: Page, region: string): Promise<void>;
export declare function firstChangeMs(page: Page): Promise<number>;
export declare function untilShownMs(page: Page, selector: string): Promise<number>;
export declare function throttleCpu(page: Page, rate?: number): Promise<void>;
export declare function seenByVisitor(page: Page): Promise<void>;
/** The visitor scrolls to `control` and sees it: its island has loaded its code, or started and finished loading. */
export declare function scrolledTo(page: Page, control: Locator): Promise<void>;
export declare function islandOf(name: string): string;
export interface FirstTouch {
  name: string;
  path: string;
  region: string;
  prepare?: (page: Page) => Promise<void>;
  touch: (page: Page) => Promise<void>;
}
export declare const firstTouches: FirstTouch[];
export declare function measureFirstTouch(context: BrowserContext, touch: FirstTouch, rate?: number): Promise<number>;
