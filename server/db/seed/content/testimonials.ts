export interface DemoTestimonial {
  name: string;
  profession: string;
  comment: string;
  rating: number;
}

/** Demo testimonials, in display order (order 0, 1, 2, ...). */
export const demoTestimonials: DemoTestimonial[] = [
  {
    name: 'তানভীর আহমেদ',
    profession: 'Junior Frontend Developer, Dhaka',
    comment:
      'Web Development কোর্সটা শেষ করার তিন মাসের মধ্যেই একটা software company-তে চাকরি পেয়েছি। প্রতিটা module-এ real project ছিল, তাই interview-তে portfolio দেখাতে পেরেছি।',
    rating: 5,
  },
  {
    name: 'Nusrat Jahan',
    profession: 'Freelance Graphic Designer',
    comment:
      'I had tried YouTube tutorials for a year without much progress. The design course here was structured, the feedback on my assignments was honest, and I landed my first Fiverr client in the second month.',
    rating: 5,
  },
  {
    name: 'মোঃ রাকিবুল হাসান',
    profession: 'CSE Student, Khulna University',
    comment:
      'Programming-এর basic থেকে শুরু করে problem solving পর্যন্ত সবকিছু খুব সহজ বাংলায় বোঝানো হয়েছে। Lesson গুলো ছোট ছোট, তাই ক্লাসের ফাঁকে ফাঁকেও দেখা যায়।',
    rating: 4.5,
  },
  {
    name: 'Farhana Akter',
    profession: 'Data Analyst, Chattogram',
    comment:
      'The Data Science course explained Python, pandas and statistics with local datasets, which made everything click. Lifetime access means I still go back to the lessons at work.',
    rating: 5,
  },
  {
    name: 'সাবরিনা ইসলাম',
    profession: 'ব্যাংক জব প্রার্থী',
    comment:
      'চাকরির প্রস্তুতি কোর্সের math আর English অংশ আমার দুর্বলতা কাটাতে অনেক সাহায্য করেছে। Model test গুলো আসল পরীক্ষার মতোই ছিল। প্রিলিমিনারিতে টিকেছি, আলহামদুলিল্লাহ!',
    rating: 5,
  },
  {
    name: 'Arif Chowdhury',
    profession: 'Digital Marketer, Sylhet',
    comment:
      'Practical Facebook and Google Ads lessons with real budgets in taka, not dollars. Payment with bKash was quick and the course unlocked right away.',
    rating: 4.5,
  },
  {
    name: 'মেহেদী হাসান',
    profession: 'Spoken English Learner, Rajshahi',
    comment:
      'আগে ইংরেজিতে কথা বলতে খুব ভয় পেতাম। Spoken English কোর্সের daily practice আর speaking drills করে এখন office meeting-এ confidently কথা বলতে পারি।',
    rating: 4,
  },
  {
    name: 'Sadia Rahman',
    profession: 'Full-time Freelancer, Upwork Top Rated',
    comment:
      'The freelancing course covered profile building, proposals and client communication step by step. Worth every taka — I recovered the course fee with my very first project.',
    rating: 5,
  },
];
