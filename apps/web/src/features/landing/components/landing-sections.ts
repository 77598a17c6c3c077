/** Anchors of the landing page, in page order (docs/product/screens-and-roles.md#landing-page). */
export const LANDING_SECTIONS = ['home', 'news', 'introduction', 'community', 'contact'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];
