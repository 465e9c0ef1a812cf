import type { PaymentPages } from '#shared/content/pages.ts';

/** Demo payment page texts (colours and animation keep the defaults). */
export const demoPaymentPages: PaymentPages = {
  success: {
    title: 'Payment Successful! 🎉',
    subtitle: 'ধন্যবাদ! আপনার পেমেন্ট সফল হয়েছে',
    message: 'Your course is now unlocked. শুভকামনা রইল আপনার শেখার যাত্রায়!',
    processingMessage: 'Processing your payment, please do not close this page...',
    verificationMessage: 'আমরা পেমেন্ট গেটওয়ের সাথে আপনার পেমেন্ট যাচাই করছি।',
    redirectMessage: 'You will be taken to your course in a few seconds.',
    verifyingMessage: 'Verifying payment...',
    redirectingMessage: 'Redirecting to your course...',
    backgroundColor: '#10B981',
    textColor: '#FFFFFF',
    iconColor: '#FFFFFF',
    showAnimation: true,
  },
  failure: {
    title: 'Payment Failed',
    subtitle: 'দুঃখিত, পেমেন্ট সম্পন্ন হয়নি',
    message: 'The payment was cancelled or could not be completed. No money has been taken for this course.',
    buttonText: 'Back to Courses',
    retryMessage: 'You can try again from the course page with bKash, Nagad or card.',
    supportMessage: 'টাকা কেটে গেলে চিন্তা করবেন না — transaction ID সহ আমাদের সাথে যোগাযোগ করুন।',
    contactSupportMessage: 'Contact Support',
    tryAgainMessage: 'Try Again',
    backgroundColor: '#EF4444',
    textColor: '#FFFFFF',
    iconColor: '#FFFFFF',
    showAnimation: true,
  },
};
