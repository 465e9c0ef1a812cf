/** Keys of the public content answers in the in-process cache; writes invalidate by these prefixes. */
export const CACHE_KEYS = {
  layout: (type: string) => `layout:${type}`,
  aboutPage: 'page:about',
  privacyPage: 'page:privacy',
  paymentPages: 'page:payment-pages',
  activeTestimonials: 'testimonials:active',
} as const;
