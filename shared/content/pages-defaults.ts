import type { AboutIcon, AboutPage, PaymentPages, PrivacyIcon, PrivacyPage } from './pages.ts';

/**
 * Defaults of the whole-page content (About, Privacy, Payment pages) and the icon names of admin-side §3.
 * Kept free of zod so the web app can import them without bundling it; ./pages.ts re-exports everything.
 */

export const ABOUT_ICONS = [
  'FaChalkboardTeacher',
  'FaWallet',
  'FaUsers',
  'FaGraduationCap',
  'FaLightbulb',
  'FaCertificate',
  'FaHandsHelping',
  'FaRocket',
  'FaAward',
  'FaBookOpen',
  'FaCode',
  'FaStar',
  'FaHeart',
  'FaGlobe',
  'FaMobile',
] as const;

export const DEFAULT_ABOUT_ICON: AboutIcon = 'FaChalkboardTeacher';

export const PRIVACY_ICONS = [
  'FaUserShield',
  'FaClipboardList',
  'FaLock',
  'FaRegAddressBook',
  'FaShieldAlt',
  'FaEye',
  'FaKey',
  'FaDatabase',
  'FaFingerprint',
  'FaGavel',
  'FaCookieBite',
  'FaUserSecret',
  'FaFileContract',
  'FaCheckCircle',
  'FaInfoCircle',
  'FaExclamationTriangle',
] as const;

export const DEFAULT_PRIVACY_ICON: PrivacyIcon = 'FaUserShield';

export const TESTIMONIAL_DEFAULT_RATING = 5;

export const DEFAULT_ABOUT_PAGE: AboutPage = {
  title: 'About Us',
  subtitle: 'We help learners in Bangladesh and beyond build real skills with practical, affordable courses.',
  mission:
    '<p>Our mission is to make quality education accessible to everyone, in the language they are most comfortable with, at a price that fits.</p>',
  features: [
    {
      icon: 'FaChalkboardTeacher',
      title: 'Expert Instructors',
      desc: 'Learn from practitioners who use these skills every day.',
    },
    {
      icon: 'FaWallet',
      title: 'Affordable Pricing',
      desc: 'Pay once in taka and keep lifetime access to your course.',
    },
    {
      icon: 'FaUsers',
      title: 'Supportive Community',
      desc: 'Ask questions, share progress and learn together with other students.',
    },
  ],
};

export const DEFAULT_PRIVACY_PAGE: PrivacyPage = {
  title: '<p>Privacy Policy</p>',
  subtitle: '<p>Your privacy matters to us. This page explains what we collect, why, and how we protect it.</p>',
  footerText: 'If you have any questions about this policy, please contact us.',
  cards: [
    {
      icon: 'FaUserShield',
      title: 'Information We Collect',
      items: [
        'Your name and e-mail address when you create an account',
        'The courses you buy and your learning progress',
      ],
    },
    {
      icon: 'FaLock',
      title: 'How We Protect It',
      items: [
        'Passwords are stored hashed, never in plain text',
        'Payments are handled by our payment provider; we never see your card or wallet PIN',
      ],
    },
  ],
};

export const DEFAULT_PAYMENT_PAGES: PaymentPages = {
  success: {
    title: 'Payment Successful!',
    subtitle: 'Thank you for your purchase',
    message: 'Your payment has been received and your course is now unlocked.',
    processingMessage: 'Processing your payment...',
    verificationMessage: 'We are confirming your payment with the payment provider.',
    redirectMessage: 'You will be redirected to your course shortly.',
    verifyingMessage: 'Verifying payment...',
    redirectingMessage: 'Redirecting to your course...',
    backgroundColor: '#10B981',
    textColor: '#FFFFFF',
    iconColor: '#FFFFFF',
    showAnimation: true,
  },
  failure: {
    title: 'Payment Failed',
    subtitle: 'We could not complete your payment',
    message: 'Your payment was not completed and you have not been charged.',
    buttonText: 'Back to Courses',
    retryMessage: 'You can try the payment again from the course page.',
    supportMessage: 'If money was deducted from your account, our support team will sort it out.',
    contactSupportMessage: 'Contact Support',
    tryAgainMessage: 'Try Again',
    backgroundColor: '#EF4444',
    textColor: '#FFFFFF',
    iconColor: '#FFFFFF',
    showAnimation: true,
  },
};
