import type { AboutPage } from '#shared/content/pages.ts';

export const demoAboutPage: AboutPage = {
  title: 'About Pathshala',
  subtitle: 'বাংলায় মানসম্মত শিক্ষা, সবার জন্য — quality skills education in the language you think in.',
  mission:
    '<p>Pathshala started in Dhaka with a simple idea: <strong>anyone with a phone and an internet connection should be able to learn a skill that pays</strong>. ' +
    'আমরা দেশের অভিজ্ঞ developer, designer আর marketer-দের সাথে কাজ করি, যাতে আপনি বইয়ের তত্ত্ব নয়, বাস্তব কাজের অভিজ্ঞতা থেকে শিখতে পারেন।</p>' +
    '<p>Our courses are priced in taka, paid with the wallets you already use, and yours for life.</p>',
  features: [
    {
      icon: 'FaChalkboardTeacher',
      title: 'Industry Mentors',
      desc: 'প্রতিটি কোর্স তৈরি করেছেন এমন মেন্টররা যারা প্রতিদিন এই কাজগুলোই করেন।',
    },
    {
      icon: 'FaWallet',
      title: 'Affordable in Taka',
      desc: 'Pay once with bKash, Nagad or card and keep lifetime access.',
    },
    {
      icon: 'FaBookOpen',
      title: 'বাংলায় শেখা',
      desc: 'Complex topics explained in simple Bangla, with the English terms you need at work.',
    },
    {
      icon: 'FaCode',
      title: 'Project-Based Learning',
      desc: 'Build real projects for your portfolio, not just watch videos.',
    },
    { icon: 'FaUsers', title: 'Active Community', desc: 'হাজারো শিক্ষার্থীর সাথে প্রশ্ন করুন, উত্তর দিন, একসাথে এগিয়ে যান।' },
    {
      icon: 'FaMobile',
      title: 'Learn on Any Device',
      desc: 'Works on your phone even on a slow connection, so you can learn on the bus.',
    },
  ],
};
