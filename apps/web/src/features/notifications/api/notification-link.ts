/**
 * Where a notification leads, if anywhere: only a path inside the app ('/lesson/12').
 * Anything else (another site, `javascript:`, '//host') is not followed.
 */
export function inAppLink(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
