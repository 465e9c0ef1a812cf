import type { PrivacyPage } from '#shared/content/pages.ts';

export const demoPrivacyPage: PrivacyPage = {
  title: '<p>Privacy Policy · <span style="color:#059669">গোপনীয়তা নীতি</span></p>',
  subtitle:
    '<p>আপনার তথ্যের নিরাপত্তা আমাদের কাছে সবচেয়ে গুরুত্বপূর্ণ। This page explains what we collect, why we collect it and how we keep it safe.</p>',
  footerText:
    'এই নীতি নিয়ে কোনো প্রশ্ন থাকলে আমাদের সাপোর্ট টিমের সাথে যোগাযোগ করুন। We may update this policy and will show the new version on this page.',
  cards: [
    {
      icon: 'FaClipboardList',
      title: 'Information We Collect',
      items: [
        'Your name, e-mail address and, if you add it, your phone number',
        'The courses you buy and your progress in them',
        'Basic device and browser information to keep the site working well',
      ],
    },
    {
      icon: 'FaDatabase',
      title: 'How We Use Your Information',
      items: [
        'আপনার অ্যাকাউন্ট ও কেনা কোর্সগুলো পরিচালনা করতে',
        'To send account e-mails such as your activation code and payment receipts',
        'To improve our courses based on what learners use most',
      ],
    },
    {
      icon: 'FaLock',
      title: 'How We Protect It',
      items: [
        'Passwords are stored hashed, never in plain text',
        'All pages are served over an encrypted connection',
        'Payments are processed by our payment gateway; we never see your card number or wallet PIN',
      ],
    },
    {
      icon: 'FaUserShield',
      title: 'Your Rights',
      items: [
        'আপনি যেকোনো সময় আপনার প্রোফাইলের তথ্য দেখতে ও পরিবর্তন করতে পারবেন',
        'You can ask us to delete your account and personal data',
      ],
    },
    {
      icon: 'FaCookieBite',
      title: 'Cookies',
      items: [
        'We use cookies only to keep you signed in and to remember your theme and language',
        'We do not use advertising or tracking cookies',
      ],
    },
  ],
};
