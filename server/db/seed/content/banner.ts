import type { Banner } from '#shared/content/layout.ts';

/**
 * The demo hero: a real title and subtitle and a WhatsApp number; badge, social proof and search placeholder keep
 * the spec defaults (they are merged in on read, so they are not stored).
 */
export const demoBanner: Partial<Banner> = {
  title: 'ঘরে বসেই শিখুন, ক্যারিয়ার গড়ুন — Learn Skills That Get You Hired',
  subTitle:
    'Web development, programming, design আর freelancing — দেশের অভিজ্ঞ মেন্টরদের সাথে বাংলায় ও ইংরেজিতে হাতে-কলমে শিখুন, নিজের সময়ে, বিকাশ-নগদে পেমেন্ট করে।',
  whatsappNumber: '+8801700000000',
};
