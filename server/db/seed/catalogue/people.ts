/** Demo learners and what they did: enrolments, progress, reviews and questions (keys of demoCourses). */

export const DEMO_LEARNER = { name: 'Demo Learner', email: 'learner@pathshala.test', password: 'learner123' } as const;
/** The courses the demo learner owns, and how many lessons of the first they have finished. */
export const DEMO_LEARNER_COURSES = ['web-bangla', 'python-english'] as const;
export const DEMO_LEARNER_COMPLETED = 2;

export interface DemoLearner {
  name: string;
  email: string;
  courses: string[];
}

export const demoLearners: DemoLearner[] = [
  { name: 'রহিম উদ্দিন', email: 'rahim@pathshala.test', courses: ['web-bangla', 'data-science-bangla', 'git-bangla'] },
  {
    name: 'Farzana Akter',
    email: 'farzana@pathshala.test',
    courses: ['python-english', 'graphic-design', 'spoken-english', 'web-bangla'],
  },
  {
    name: 'সাকিব হাসান',
    email: 'sakib@pathshala.test',
    courses: ['job-prep-bangla', 'digital-marketing-bangla', 'web-bangla'],
  },
  { name: 'Tahmid Islam', email: 'tahmid@pathshala.test', courses: ['react-english', 'python-english', 'freelancing'] },
  {
    name: 'মিম চৌধুরী',
    email: 'mim@pathshala.test',
    courses: ['spoken-english', 'job-prep-bangla', 'freelancing', 'data-science-bangla'],
  },
];

export interface DemoReview {
  email: string;
  course: string;
  rating: number;
  comment: string;
  adminReply?: string;
}

export const demoReviews: DemoReview[] = [
  {
    email: 'rahim@pathshala.test',
    course: 'web-bangla',
    rating: 5,
    comment: 'খুব সহজ করে বোঝানো হয়েছে। প্রথমবারের মতো নিজের ওয়েবসাইট বানাতে পারলাম!',
    adminReply: 'ধন্যবাদ রহিম! শুভকামনা।',
  },
  {
    email: 'farzana@pathshala.test',
    course: 'web-bangla',
    rating: 4.5,
    comment: 'Great explanations in Bangla. The JavaScript section could use more exercises.',
  },
  {
    email: 'sakib@pathshala.test',
    course: 'web-bangla',
    rating: 4,
    comment: 'ভালো কোর্স, তবে CSS অংশটা আরেকটু বিস্তারিত হলে ভালো হতো।',
  },
  {
    email: 'farzana@pathshala.test',
    course: 'python-english',
    rating: 5,
    comment: 'Perfect for beginners. I automated my monthly report at work after week two.',
  },
  {
    email: 'tahmid@pathshala.test',
    course: 'python-english',
    rating: 4,
    comment: 'Clear and well paced. Loved the talk on simplicity.',
  },
  {
    email: 'rahim@pathshala.test',
    course: 'data-science-bangla',
    rating: 5,
    comment: 'নিউরাল নেটওয়ার্কের ব্যাখ্যা অসাধারণ। গণিতের ভয় কেটে গেছে।',
  },
  {
    email: 'mim@pathshala.test',
    course: 'data-science-bangla',
    rating: 4.5,
    comment: 'প্রজেক্টগুলো বাস্তব, শিখে মজা পেয়েছি।',
  },
  {
    email: 'farzana@pathshala.test',
    course: 'graphic-design',
    rating: 4,
    comment: 'My social posts finally look consistent. The typography lesson is gold.',
  },
  {
    email: 'sakib@pathshala.test',
    course: 'digital-marketing-bangla',
    rating: 4.5,
    comment: 'ফেসবুক অ্যাডের খরচ অর্ধেক কমেছে এই কোর্সের পর।',
  },
  {
    email: 'tahmid@pathshala.test',
    course: 'freelancing',
    rating: 5,
    comment: 'Got my first Upwork client two weeks after finishing. Thank you!',
  },
  {
    email: 'mim@pathshala.test',
    course: 'freelancing',
    rating: 4,
    comment: 'Motivating and practical, even though it is free.',
  },
  {
    email: 'farzana@pathshala.test',
    course: 'spoken-english',
    rating: 5,
    comment: 'I spoke in a meeting without freezing for the first time.',
  },
  { email: 'mim@pathshala.test', course: 'spoken-english', rating: 4.5, comment: 'বাংলা টিপসগুলো খুব কাজে লেগেছে।' },
  {
    email: 'sakib@pathshala.test',
    course: 'job-prep-bangla',
    rating: 5,
    comment: 'ভাইভার প্রস্তুতির অংশটা দারুণ। ব্যাংক জবের ভাইভায় কাজে দিয়েছে।',
  },
  {
    email: 'mim@pathshala.test',
    course: 'job-prep-bangla',
    rating: 3.5,
    comment: 'ভালো, তবে গণিতের আরও অনুশীলনী দরকার।',
  },
  {
    email: 'tahmid@pathshala.test',
    course: 'react-english',
    rating: 4.5,
    comment: 'The hooks section finally made useEffect click for me.',
  },
  {
    email: 'rahim@pathshala.test',
    course: 'git-bangla',
    rating: 5,
    comment: 'এখন টিমে ব্রাঞ্চ করে কাজ করতে পারি। ধন্যবাদ!',
  },
];

export interface DemoQuestion {
  email: string;
  course: string;
  /** Index of the lesson in course order. */
  lesson: number;
  question: string;
  answer?: { byAdmin: boolean; email?: string; text: string };
}

export const demoQuestions: DemoQuestion[] = [
  {
    email: 'rahim@pathshala.test',
    course: 'web-bangla',
    lesson: 1,
    question: 'img ট্যাগে alt লেখা কি বাধ্যতামূলক?',
    answer: { byAdmin: true, text: 'হ্যাঁ, স্ক্রিন রিডার ব্যবহারকারীদের জন্য alt খুব জরুরি — ছবির অর্থ ছোট করে লিখুন।' },
  },
  {
    email: 'farzana@pathshala.test',
    course: 'web-bangla',
    lesson: 5,
    question: 'Why does setTimeout with 0 ms still run after my console.log?',
    answer: {
      byAdmin: false,
      email: 'sakib@pathshala.test',
      text: 'Because the callback waits in the task queue until the call stack is empty — see the event loop lesson.',
    },
  },
  {
    email: 'tahmid@pathshala.test',
    course: 'python-english',
    lesson: 3,
    question: 'Should I use a list or a tuple for fixed settings?',
    answer: { byAdmin: true, text: 'A tuple: it signals the values will not change, and it can be a dictionary key.' },
  },
  {
    email: 'mim@pathshala.test',
    course: 'spoken-english',
    lesson: 1,
    question: 'How long should I practise power posing before an interview?',
  },
];
