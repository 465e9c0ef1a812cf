/** Demo FAQ: header and items (answers are rich text, already clean). */
export const demoFaqHeader = {
  title: 'Frequently Asked Questions',
  subTitle:
    'কোর্স, পেমেন্ট আর শেখা নিয়ে সাধারণ প্রশ্নের উত্তর এখানে পাবেন। Find answers about our courses, payments and learning experience.',
};

export const demoFaqItems: { question: string; answer: string }[] = [
  {
    question: 'কোর্স কিনলে কতদিন দেখতে পারব?',
    answer:
      '<p>একবার কিনলে কোর্সটি <strong>lifetime</strong> আপনার অ্যাকাউন্টে থাকবে। নতুন lesson যোগ হলে সেগুলোও বিনা খরচে দেখতে পারবেন।</p>',
  },
  {
    question: 'How can I pay for a course?',
    answer:
      '<p>You can pay with bKash, Nagad, Rocket or a debit/credit card through our secure payment gateway. Prices are in taka and the course unlocks as soon as the payment is confirmed.</p>',
  },
  {
    question: 'কেনার আগে কি কোর্সের ভিডিও দেখা যায়?',
    answer: '<p>হ্যাঁ। প্রতিটি কোর্সে কিছু <em>preview</em> lesson আছে যেগুলো অ্যাকাউন্ট ছাড়াই বিনামূল্যে দেখতে পারবেন।</p>',
  },
  {
    question: 'Are the courses in Bangla or English?',
    answer:
      '<p>Most courses are taught in Bangla with technical terms in English, and some are fully in English. The language is shown on every course page.</p>',
  },
  {
    question: 'আমি মোবাইল দিয়ে কোর্স করতে পারব?',
    answer: '<p>অবশ্যই। ওয়েবসাইটটি মোবাইল, ট্যাবলেট এবং কম্পিউটার সব ডিভাইসে চলে। ধীর ইন্টারনেটেও ভিডিও মানিয়ে নেয়।</p>',
  },
  {
    question: 'What if I get stuck on a lesson?',
    answer:
      '<p>Ask your question right under the lesson. Instructors and fellow students answer there, and you also get a notification when someone replies.</p>',
  },
  {
    question: 'পেমেন্ট হয়েছে কিন্তু কোর্স আনলক হয়নি, কী করব?',
    answer:
      '<p>সাধারণত কয়েক সেকেন্ডের মধ্যেই কোর্স আনলক হয়। না হলে transaction ID সহ আমাদের WhatsApp বা ই-মেইলে যোগাযোগ করুন, আমরা দ্রুত সমাধান করব।</p>',
  },
];
