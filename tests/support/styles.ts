/** Reading a page's classes and its stylesheets as the browser parsed them. */
import type { Page } from 'playwright-core';

/**
 * The classes on the page's elements that no selector of its stylesheets names (inlined `<style>` and linked sheets
 * alike, inside `@media`, `@supports` and the like), sorted. Opened without JavaScript, the page is its HTML as served.
 */
export function unstyledClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = new Set<string>();
    const read = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name] of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) named.add(name!);
        }
        if ('cssRules' in rule) read(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) read(sheet.cssRules);
    const used = [...document.querySelectorAll('[class]')].flatMap((el) => (el.getAttribute('class') ?? '').split(/\s+/));
    return [...new Set(used)].filter((name) => name !== '' && !named.has(name)).sort();
  });
}
