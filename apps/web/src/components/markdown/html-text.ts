/** The words of server-rendered HTML (a question's option, an ordering item), for a name that must be plain text: a button's label. */
export function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
