/**
 * Demo courses: realistic Bengali and English courses across the demo categories. Videos are real public
 * talks and tutorials on YouTube and Vimeo (VdoCipher needs an account, so the demo uses none).
 */

export interface DemoLesson {
  title: string;
  videoUrl: string;
  videoPlayer: 'youtube' | 'vimeo';
  videoLength: number;
  isPreview?: boolean;
  description: string;
  links?: { title: string; url: string }[];
  announcement?: string;
}

export interface DemoCourse {
  key: string;
  name: string;
  description: string;
  category: string;
  price: number;
  estimatedPrice: number | null;
  tags: string;
  level: 'Beginner' | 'Intermediate' | 'Expert';
  language: 'Bangla' | 'English';
  demo: { url: string; player: 'youtube' | 'vimeo'; minutes: number };
  instructorName: string;
  benefits: string[];
  prerequisites: string[];
  sections: { title: string; lessons: DemoLesson[] }[];
}

const yt = (
  id: string,
  title: string,
  videoLength: number,
  description: string,
  extra: Partial<DemoLesson> = {},
): DemoLesson => ({
  title,
  videoUrl: id,
  videoPlayer: 'youtube',
  videoLength,
  description: `<p>${description}</p>`,
  ...extra,
});
const vimeo = (
  id: string,
  title: string,
  videoLength: number,
  description: string,
  extra: Partial<DemoLesson> = {},
): DemoLesson => ({
  title,
  videoUrl: id,
  videoPlayer: 'vimeo',
  videoLength,
  description: `<p>${description}</p>`,
  ...extra,
});
const link = (title: string, url: string) => ({ title, url });

export const demoCourses: DemoCourse[] = [
  {
    key: 'web-bangla',
    name: 'সম্পূর্ণ ওয়েব ডেভেলপমেন্ট: HTML, CSS ও JavaScript',
    description:
      '<p>একদম শূন্য থেকে ওয়েবসাইট বানানো শিখুন। <strong>HTML</strong> দিয়ে পেজের কাঠামো, <strong>CSS</strong> দিয়ে সুন্দর ডিজাইন আর <strong>JavaScript</strong> দিয়ে ইন্টারঅ্যাক্টিভ ফিচার তৈরি করবেন। কোর্স শেষে নিজের পোর্টফোলিও ওয়েবসাইট অনলাইনে প্রকাশ করতে পারবেন।</p>',
    category: 'Web Development',
    price: 1500,
    estimatedPrice: 3000,
    tags: 'ওয়েব ডেভেলপমেন্ট, HTML, CSS, JavaScript, frontend',
    level: 'Beginner',
    language: 'Bangla',
    demo: { url: 'https://www.youtube.com/watch?v=pQN-pnXPaVg', player: 'youtube', minutes: 2 },
    instructorName: 'তানভীর আহমেদ',
    benefits: ['রেসপন্সিভ ওয়েবসাইট বানানো', 'JavaScript দিয়ে DOM নিয়ন্ত্রণ', 'নিজের পোর্টফোলিও প্রকাশ'],
    prerequisites: ['একটি কম্পিউটার ও ইন্টারনেট সংযোগ', 'শেখার আগ্রহ'],
    sections: [
      {
        title: 'শুরুর কথা',
        lessons: [
          yt('pQN-pnXPaVg', 'ওয়েব কীভাবে কাজ করে', 12.5, 'ব্রাউজার, সার্ভার আর HTML পেজের সম্পর্ক বুঝে নিই।', {
            isPreview: true,
          }),
          yt('mU6anWqZJcc', 'প্রথম HTML পেজ', 18.25, 'হেডিং, প্যারাগ্রাফ, লিংক আর ছবি দিয়ে প্রথম পেজ।', {
            links: [link('MDN HTML গাইড', 'https://developer.mozilla.org/en-US/docs/Web/HTML')],
          }),
          yt('1Rs2ND1ryYc', 'CSS দিয়ে সাজানো', 22, 'সিলেক্টর, রং, ফন্ট আর বক্স মডেল।', {
            links: [link('MDN CSS গাইড', 'https://developer.mozilla.org/en-US/docs/Web/CSS')],
          }),
        ],
      },
      {
        title: 'JavaScript',
        lessons: [
          yt('DHjqpvDnNGE', 'JavaScript এক নজরে', 2.2, 'JavaScript কী, কোথায় চলে, কেন শিখবেন।', { isPreview: true }),
          yt('W6NZfCO5SIk', 'ভেরিয়েবল, ফাংশন ও লুপ', 48, 'প্রোগ্রামিংয়ের মৌলিক ধারণাগুলো হাতে-কলমে।'),
          yt('8aGhZQkoFbQ', 'ইভেন্ট লুপ বোঝা', 26.9, 'অ্যাসিঙ্ক্রোনাস JavaScript কীভাবে কাজ করে।', {
            announcement: '<p>এই লেসনের পর <strong>কুইজ ১</strong> দিন — প্রোফাইলে ফলাফল দেখবেন।</p>',
          }),
          yt('PkZNo7MFNFg', 'প্রজেক্ট: টু-ডু অ্যাপ', 35.5, 'যা শিখেছি তা দিয়ে একটি পূর্ণ অ্যাপ।', {
            links: [link('প্রজেক্টের সোর্স কোড', 'https://github.com/freeCodeCamp/freeCodeCamp')],
          }),
        ],
      },
    ],
  },
  {
    key: 'python-english',
    name: 'Python Programming for Absolute Beginners',
    description:
      '<p>Learn Python from the very first line of code to small real projects. Clear explanations, plenty of exercises and a friendly pace: variables, conditions, loops, functions, files and your first automation scripts.</p>',
    category: 'Programming',
    price: 999,
    estimatedPrice: 2500,
    tags: 'python, programming, automation, beginner',
    level: 'Beginner',
    language: 'English',
    demo: { url: 'https://youtu.be/x7X9w_GIm1s', player: 'youtube', minutes: 2.3 },
    instructorName: 'Sadia Rahman',
    benefits: ['Write Python programs with confidence', 'Automate everyday tasks', 'Read and write files'],
    prerequisites: ['No programming experience needed'],
    sections: [
      {
        title: 'Getting Started',
        lessons: [
          yt('x7X9w_GIm1s', 'Python in 100 seconds', 2.3, 'What Python is and why it is so popular.', {
            isPreview: true,
          }),
          yt('zOjov-2OZ0E', 'How computers run programs', 30, 'Programming and computer science fundamentals.'),
          yt('_uQrJ0TkZlc', 'Installing Python and your first script', 20.75, 'Set up Python and run hello world.', {
            links: [link('Download Python', 'https://www.python.org/downloads/')],
          }),
        ],
      },
      {
        title: 'Core Python',
        lessons: [
          yt('rfscVS0vtbw', 'Variables, strings and numbers', 40, 'Working with the basic data types.'),
          yt('rfscVS0vtbw', 'Lists, loops and functions', 45.5, 'Repeat work and organise code.', {
            links: [link('Python tutorial', 'https://docs.python.org/3/tutorial/')],
          }),
          yt(
            'SxdOUGdseq4',
            'Writing simple, readable code',
            61.4,
            'Rich Hickey on simplicity — why it matters for beginners too.',
            {
              announcement: '<p>Live Q&amp;A every Friday at 9 pm (Dhaka time).</p>',
            },
          ),
        ],
      },
    ],
  },
  {
    key: 'data-science-bangla',
    name: 'পাইথন দিয়ে ডেটা সায়েন্স ও মেশিন লার্নিং',
    description:
      '<p>ডেটা বিশ্লেষণ, ভিজ্যুয়ালাইজেশন আর মেশিন লার্নিংয়ের মূল ধারণা বাংলায়। নিউরাল নেটওয়ার্ক কীভাবে শেখে, লিনিয়ার অ্যালজেব্রা কেন দরকার — সব সহজ উদাহরণে।</p>',
    category: 'Data Science',
    price: 2500,
    estimatedPrice: 5000,
    tags: 'ডেটা সায়েন্স, মেশিন লার্নিং, python, AI',
    level: 'Intermediate',
    language: 'Bangla',
    demo: { url: 'aircAruvnKk', player: 'youtube', minutes: 3 },
    instructorName: 'নুসরাত জাহান',
    benefits: ['ডেটা থেকে সিদ্ধান্ত নেওয়া', 'নিউরাল নেটওয়ার্কের ভিত্তি', 'লিনিয়ার অ্যালজেব্রার অন্তর্দৃষ্টি'],
    prerequisites: ['পাইথনের প্রাথমিক জ্ঞান', 'মাধ্যমিক স্তরের গণিত'],
    sections: [
      {
        title: 'গাণিতিক ভিত্তি',
        lessons: [
          yt('fNk_zzaMoSs', 'ভেক্টর কী?', 9.9, 'লিনিয়ার অ্যালজেব্রার প্রথম ধাপ।', { isPreview: true }),
          yt('aircAruvnKk', 'নিউরাল নেটওয়ার্ক কী?', 18.7, 'নিউরন, লেয়ার আর ওয়েট।'),
          yt('IHZwWFHWa-w', 'গ্রেডিয়েন্ট ডিসেন্ট', 21, 'নেটওয়ার্ক কীভাবে শেখে।'),
        ],
      },
      {
        title: 'প্রয়োগ',
        lessons: [
          vimeo('76979871', 'ডেটা ভিজ্যুয়ালাইজেশনের নীতি', 1.5, 'ভালো চার্টের বৈশিষ্ট্য।'),
          yt('rfscVS0vtbw', 'pandas দিয়ে ডেটা পরিষ্কার', 32, 'বাস্তব ডেটাসেট নিয়ে কাজ।', {
            links: [link('pandas ডকুমেন্টেশন', 'https://pandas.pydata.org/docs/')],
          }),
          yt('aircAruvnKk', 'প্রজেক্ট: হাতের লেখা চেনা', 40, 'MNIST দিয়ে প্রথম মডেল।'),
        ],
      },
    ],
  },
  {
    key: 'graphic-design',
    name: 'Graphic Design Masterclass: Colour, Type and Layout',
    description:
      '<p>Design posters, social media posts and brand kits that look professional. Learn the fundamentals every designer uses — colour, typography, layout and hierarchy — and apply them in free tools.</p>',
    category: 'Graphic Design',
    price: 1200,
    estimatedPrice: 2000,
    tags: 'graphic design, typography, canva, branding',
    level: 'Beginner',
    language: 'English',
    demo: { url: 'https://vimeo.com/22439234', player: 'vimeo', minutes: 3.2 },
    instructorName: 'Nabila Karim',
    benefits: ['Choose colours that work', 'Pair fonts like a pro', 'Build a brand kit'],
    prerequisites: ['A laptop', 'A free Canva account'],
    sections: [
      {
        title: 'Design Fundamentals',
        lessons: [
          yt('GwIo3gDZCVQ', 'What graphic design is', 5.2, 'The building blocks of design.', { isPreview: true }),
          yt('sByzHoiYFX0', 'Typography basics', 4.5, 'Serif, sans serif and pairing fonts.'),
          vimeo('22439234', 'Seeing light and colour', 3.2, 'Studying colour in motion photography.'),
        ],
      },
      {
        title: 'Projects',
        lessons: [
          vimeo('1084537', 'Storyboarding a poster', 9.9, 'From idea to sketch.', {
            links: [link('Poster template', 'https://www.canva.com/templates/')],
          }),
          yt('GwIo3gDZCVQ', 'Brand kit for a local shop', 15, 'Logo, colours and fonts in one kit.'),
          yt('sByzHoiYFX0', 'Social media post series', 12, 'A consistent series of six posts.', {
            announcement: '<p>Share your final project in the Q&amp;A tab for feedback.</p>',
          }),
        ],
      },
    ],
  },
  {
    key: 'digital-marketing-bangla',
    name: 'ডিজিটাল মার্কেটিং: ফেসবুক, গুগল ও এসইও',
    description:
      '<p>ছোট ব্যবসা বা নিজের ব্র্যান্ডের জন্য অনলাইনে গ্রাহক আনার কৌশল। ফেসবুক অ্যাড, গুগল সার্চ, এসইও আর কনটেন্ট মার্কেটিং — বাংলাদেশের বাজারের উদাহরণসহ।</p>',
    category: 'Digital Marketing',
    price: 1800,
    estimatedPrice: 3500,
    tags: 'ডিজিটাল মার্কেটিং, SEO, ফেসবুক অ্যাড, marketing',
    level: 'Intermediate',
    language: 'Bangla',
    demo: { url: 'qp0HIF3SfI4', player: 'youtube', minutes: 18 },
    instructorName: 'রাকিবুল হাসান',
    benefits: ['ফেসবুক অ্যাড ক্যাম্পেইন চালানো', 'গুগলে র‍্যাংক করা', 'কনটেন্ট পরিকল্পনা'],
    prerequisites: ['ফেসবুক ও গুগল ব্যবহারের অভিজ্ঞতা'],
    sections: [
      {
        title: 'মার্কেটিংয়ের মূলনীতি',
        lessons: [
          yt('qp0HIF3SfI4', 'কেন দিয়ে শুরু করুন', 18, 'সাইমন সিনেকের গোল্ডেন সার্কেল।', { isPreview: true }),
          yt('eIho2S0ZahI', 'গল্প বলে বিক্রি', 9.9, 'মানুষ যে কথা শুনতে চায়।'),
          vimeo('76979871', 'ভিডিও কনটেন্টের শক্তি', 1.5, 'ছোট ভিডিও কেন কাজ করে।'),
        ],
      },
      {
        title: 'চ্যানেল ও টুল',
        lessons: [
          yt('DHjqpvDnNGE', 'ট্র্যাকিং পিক্সেল ও ট্যাগ', 2.2, 'ওয়েবসাইটে মাপার কোড।'),
          yt('qp0HIF3SfI4', 'ফেসবুক অ্যাড ক্যাম্পেইন', 25, 'অডিয়েন্স, বাজেট আর অ্যাড সেট।', {
            links: [link('Meta Business Help', 'https://www.facebook.com/business/help')],
          }),
          yt('eIho2S0ZahI', 'এসইও: কিওয়ার্ড থেকে র‍্যাংকিং', 30, 'সার্চ ইঞ্জিনে খুঁজে পাওয়ার কৌশল।', {
            links: [link('Google Search Central', 'https://developers.google.com/search/docs')],
          }),
        ],
      },
    ],
  },
  {
    key: 'freelancing',
    name: 'Freelancing Career Launchpad: Fiverr and Upwork',
    description:
      '<p>Turn a skill into income. Build a profile clients trust, write proposals that get replies, price your work, and manage your time and money as a freelancer from Bangladesh.</p>',
    category: 'Freelancing',
    price: 0,
    estimatedPrice: null,
    tags: 'freelancing, fiverr, upwork, career',
    level: 'Beginner',
    language: 'English',
    demo: { url: 'arj7oStGLkU', player: 'youtube', minutes: 14 },
    instructorName: 'Imran Hossain',
    benefits: ['A profile that wins clients', 'Proposals that get answers', 'Healthy work habits'],
    prerequisites: ['One skill you can offer'],
    sections: [
      {
        title: 'Mindset',
        lessons: [
          yt('arj7oStGLkU', 'Beating procrastination', 14, 'Tim Urban on the instant gratification monkey.', {
            isPreview: true,
          }),
          yt('H14bBuluwB8', 'Grit', 6.2, 'Why perseverance beats talent.', { isPreview: true }),
          yt('qp0HIF3SfI4', 'Finding your why', 18, 'Purpose makes clients trust you.'),
        ],
      },
      {
        title: 'Getting Clients',
        lessons: [
          yt('eIho2S0ZahI', 'Talking to clients', 9.9, 'Speak so clients want to listen.'),
          yt('HAnw168huqA', 'Thinking on your feet in calls', 60, 'Stanford GSB on spontaneous speaking.', {
            links: [link('Upwork profile guide', 'https://support.upwork.com/')],
          }),
          vimeo('76979871', 'Recording a profile video', 1.5, 'A short intro video for your profile.'),
        ],
      },
    ],
  },
  {
    key: 'spoken-english',
    name: 'Spoken English for Everyday Confidence',
    description:
      '<p>Speak English clearly at work, in interviews and in daily life. Pronunciation, body language and practical conversations — with explanations in simple English and Bangla tips (বাংলা টিপস) where they help.</p>',
    category: 'Spoken English',
    price: 800,
    estimatedPrice: 1500,
    tags: 'spoken english, communication, ইংরেজি, speaking',
    level: 'Beginner',
    language: 'English',
    demo: { url: 'https://www.youtube.com/watch?v=eIho2S0ZahI', player: 'youtube', minutes: 9.9 },
    instructorName: 'Arif Chowdhury',
    benefits: ['Speak without freezing', 'Clear pronunciation', 'Confident body language'],
    prerequisites: ['Basic English reading'],
    sections: [
      {
        title: 'Speaking Well',
        lessons: [
          yt('eIho2S0ZahI', 'How to speak so people listen', 9.9, 'Julian Treasure’s seven deadly sins of speaking.', {
            isPreview: true,
          }),
          yt('Ks-_Mh1QhMc', 'Body language and confidence', 21, 'Amy Cuddy on power posing.'),
          yt('HAnw168huqA', 'Think fast, talk smart', 60, 'Speaking when you have not prepared.'),
        ],
      },
      {
        title: 'Practice',
        lessons: [
          vimeo('22439234', 'Describing a picture', 3.2, 'Describe what you see in a short film.'),
          vimeo('1084537', 'Retelling a story', 9.9, 'Retell Big Buck Bunny in your own words.'),
          yt('iG9CE55wbtY', 'Listening practice: a TED talk', 19.2, 'Ken Robinson — listen and summarise.', {
            announcement: '<p>Speaking club every Saturday on Google Meet.</p>',
          }),
        ],
      },
    ],
  },
  {
    key: 'job-prep-bangla',
    name: 'বিসিএস ও ব্যাংক জব প্রস্তুতি: গণিত ও মানসিক দক্ষতা',
    description:
      '<p>বিসিএস, ব্যাংক ও সরকারি চাকরির লিখিত ও মৌখিক পরীক্ষার জন্য পূর্ণ প্রস্তুতি। শর্টকাট গণিত, মানসিক দক্ষতা, ভাইভার আত্মবিশ্বাস আর পড়ার রুটিন।</p>',
    category: 'চাকরির প্রস্তুতি',
    price: 1200,
    estimatedPrice: 2400,
    tags: 'বিসিএস, ব্যাংক জব, চাকরি, গণিত, viva',
    level: 'Intermediate',
    language: 'Bangla',
    demo: { url: 'iG9CE55wbtY', player: 'youtube', minutes: 19.2 },
    instructorName: 'ফারহানা ইয়াসমিন',
    benefits: ['দ্রুত অঙ্ক করার কৌশল', 'ভাইভায় আত্মবিশ্বাস', 'কার্যকর পড়ার রুটিন'],
    prerequisites: ['স্নাতক বা স্নাতক পর্যায়ের শিক্ষার্থী'],
    sections: [
      {
        title: 'প্রস্তুতির কৌশল',
        lessons: [
          yt('iG9CE55wbtY', 'সৃজনশীলতা ও শেখা', 19.2, 'কেন মুখস্থ নয়, বোঝা জরুরি।', { isPreview: true }),
          yt('H14bBuluwB8', 'লেগে থাকার শক্তি', 6.2, 'দীর্ঘ প্রস্তুতিতে ধৈর্য।'),
          yt('arj7oStGLkU', 'পড়ায় দীর্ঘসূত্রতা দূর করা', 14, 'রুটিন ধরে রাখার উপায়।'),
        ],
      },
      {
        title: 'লিখিত ও মৌখিক',
        lessons: [
          yt('fNk_zzaMoSs', 'গণিত: অনুপাত ও ভেক্টরের ধারণা', 9.9, 'দৃশ্যমান উপায়ে গণিত।'),
          yt('Ks-_Mh1QhMc', 'ভাইভায় বডি ল্যাঙ্গুয়েজ', 21, 'আত্মবিশ্বাসী উপস্থাপন।'),
          yt('HAnw168huqA', 'অপ্রস্তুত প্রশ্নের উত্তর', 60, 'চাপের মধ্যে গুছিয়ে বলা।', {
            links: [link('বাংলাদেশ সরকারি কর্ম কমিশন', 'https://bpsc.gov.bd/')],
          }),
        ],
      },
    ],
  },
  {
    key: 'react-english',
    name: 'Modern React with Hooks',
    description:
      '<p>Build fast, accessible single-page apps with React. Components, state, effects, custom hooks and data fetching — explained with small projects you can ship.</p>',
    category: 'Web Development',
    price: 2200,
    estimatedPrice: 4000,
    tags: 'react, hooks, javascript, frontend',
    level: 'Expert',
    language: 'English',
    demo: { url: 'Tn6-PIqc4UM', player: 'youtube', minutes: 2.2 },
    instructorName: 'Sadia Rahman',
    benefits: ['Think in components', 'Master hooks', 'Fetch and cache server data'],
    prerequisites: ['Comfortable with JavaScript', 'Basic HTML and CSS'],
    sections: [
      {
        title: 'Foundations',
        lessons: [
          yt('Tn6-PIqc4UM', 'React in 100 seconds', 2.2, 'The idea behind React.', { isPreview: true }),
          yt('bMknfKXIFA8', 'Components and props', 40, 'Build UI from small pieces.'),
          yt('dpw9EHDh2bM', 'Introducing hooks', 35, 'The React Conf talk that introduced hooks.'),
        ],
      },
      {
        title: 'Going Further',
        lessons: [
          yt('8aGhZQkoFbQ', 'Async rendering and the event loop', 26.9, 'Why effects run when they do.'),
          yt('Oe421EPjeBE', 'A backend for your app', 50, 'Node.js and Express APIs for React.', {
            links: [link('React docs', 'https://react.dev/learn')],
          }),
          yt('RGOj5yH7evk', 'Shipping with Git and GitHub', 30, 'Version control and deployment.'),
        ],
      },
    ],
  },
  {
    key: 'git-bangla',
    name: 'Git ও GitHub হাতে-কলমে',
    description:
      '<p>প্রতিটি ডেভেলপারের অপরিহার্য টুল Git। কমিট, ব্রাঞ্চ, মার্জ, পুল রিকোয়েস্ট আর টিমে কাজ করার নিয়ম — বাস্তব উদাহরণে।</p>',
    category: 'Programming',
    price: 500,
    estimatedPrice: 1000,
    tags: 'git, github, version control, ভার্সন কন্ট্রোল',
    level: 'Beginner',
    language: 'Bangla',
    demo: { url: 'RGOj5yH7evk', player: 'youtube', minutes: 5 },
    instructorName: 'তানভীর আহমেদ',
    benefits: ['কোডের ইতিহাস রাখা', 'টিমে ব্রাঞ্চ দিয়ে কাজ', 'GitHub-এ প্রজেক্ট প্রকাশ'],
    prerequisites: ['কমান্ড লাইনের সামান্য ধারণা'],
    sections: [
      {
        title: 'Git-এর মূল কথা',
        lessons: [
          yt('RGOj5yH7evk', 'Git কেন দরকার', 10, 'ভার্সন কন্ট্রোলের ধারণা।', { isPreview: true }),
          yt('RGOj5yH7evk', 'কমিট ও ইতিহাস', 15, 'প্রথম রিপোজিটরি ও কমিট।', {
            links: [link('Pro Git বই', 'https://git-scm.com/book/en/v2')],
          }),
          yt('RGOj5yH7evk', 'ব্রাঞ্চ ও মার্জ', 18, 'আলাদা ফিচারে আলাদা ব্রাঞ্চ।'),
        ],
      },
    ],
  },
];

/** Thumbnails from the videos' own YouTube or Vimeo stills (allowed by the Content-Security-Policy). */
export function demoThumbnail(course: DemoCourse): string {
  const first = course.sections[0]!.lessons.find((l) => l.videoPlayer === 'youtube');
  return `https://i.ytimg.com/vi/${first?.videoUrl ?? 'aircAruvnKk'}/hqdefault.jpg`;
}
