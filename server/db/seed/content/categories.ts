/** Demo categories in display order: what a Dhaka course platform really lists. */
export const demoCategories: string[] = [
  'Web Development',
  'Programming',
  'Data Science',
  'Graphic Design',
  'Digital Marketing',
  'Freelancing',
  'Spoken English',
  'চাকরির প্রস্তুতি',
];
