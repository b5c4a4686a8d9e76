/**
 * The browser-test groups whose pages the accessibility table covers (e2e/playwright.config.ts):
 * one per remote. Each row of routes.ts runs with the group of the remote that serves its path,
 * so a change inside one remote runs that remote's rows and not the others'.
 */
export const PAGE_GROUPS = ['static', 'customer', 'shopkeeper', 'admin'] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

/** The remotes' route prefixes (their src/remote.ts), most specific first. */
const PREFIXES: readonly [RegExp, PageGroup][] = [
  [/^\/admin(?=[/?#]|$)/, 'admin'], // mfe-admin: /admin/*
  [/^\/(?:shops|customer)(?=[/?#]|$)/, 'customer'], // mfe-customer: shops/*, customer/*
  [/^\/(?:login|payment|shop)(?=[/?#]|$)/, 'shopkeeper'], // mfe-shopkeeper: login/*, payment/*, shop/*
];

/** The group of a route's path: mfe-static's pages (the landing, about, …) and the shell's 404 are 'static'. */
export function pageGroup(path: string): PageGroup {
  return PREFIXES.find(([prefix]) => prefix.test(path))?.[1] ?? 'static';
}
