/** Anchors of the landing page, in page order (SPEC §2 /). */
export const LANDING_SECTIONS = ['home', 'news', 'introduction', 'community', 'contact'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];
