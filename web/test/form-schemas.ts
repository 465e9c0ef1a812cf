import type { z } from 'zod';
import {
  ActivateBodySchema,
  ChangePasswordFormSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  ProfileFormSchema,
  RegisterBodySchema,
  ResetPasswordFormSchema,
} from '#shared/accounts.ts';
import { AddMemberBodySchema } from '#shared/admin-users.ts';
import { AboutFeatureBodySchema, AboutPageUpdateBodySchema, PrivacyCardBodySchema } from '#shared/content/pages.ts';
import {
  BannerUpdateSchema,
  FooterUpdateSchema,
  TestimonialsSectionUpdateSchema,
} from '#shared/content/layout-update.ts';
import {
  AnswerBodySchema,
  LearningReviewBodySchema,
  QuestionBodySchema,
  ReviewReplyBodySchema,
} from '#shared/catalogue/learning.ts';
import { ReviewFormSchema, ReviewStatusBodySchema } from '#shared/catalogue/reviews.ts';
import { CartCouponFormSchema } from '#shared/commerce.ts';
import { COUPON_MESSAGES, CouponApplyFormSchema, CouponCreateBodySchema } from '#shared/coupons.ts';
import { FinishPaymentFormSchema } from '#shared/orders.ts';
import { COMPLETION_RULE_MESSAGES, CompletionRuleBodySchema } from '#shared/learning/progress.ts';
import { QUESTION_CSV_MESSAGES, QUESTION_MESSAGES, QuestionFormSchema } from '#shared/learning/questions.ts';
import { CreateQuizFormSchema, GrantBodySchema, QuizSettingsFormSchema } from '#shared/learning/quizzes.ts';

/**
 * The schema of every form (what its resolver checks), a body that passes, and the bodies that break its own
 * rules (refinements the schema walk of test-support/schema-cases.ts cannot guess): the catalogue test
 * (web/components/ui/form/form-text.test.ts) words every message each can give, in both languages.
 */
export interface FormSchemaCase {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** Changes to `valid` (shallow), each breaking one rule of the form's own. */
  broken?: Record<string, unknown>[];
}

const COURSE_ID = '7d3c1d9a-1111-4222-8333-444455556666';
const LESSON_ID = '8d3c1d9a-1111-4222-8333-444455550001';
const QUIZ = {
  title: 'Chapter 1 test',
  sectionIndex: 0,
  questionCount: 10,
  tags: ['গণিত'],
  timeLimitMinutes: 20,
  attemptsAllowed: 1,
  passPercent: 40,
  negativeMark: 0.25,
  shuffle: true,
  showAnswers: 'after_attempt',
  opensAt: '2026-12-10T09:00:00+06:00',
  closesAt: '2026-12-10T10:00:00+06:00',
};

export const FORM_SCHEMAS: Record<string, FormSchemaCase> = {
  login: { schema: LoginBodySchema, valid: { email: 'a@example.com', password: 'secret1' } },
  signup: { schema: RegisterBodySchema, valid: { name: 'Nusrat', email: 'a@example.com', password: 'secret1' } },
  activation: { schema: ActivateBodySchema, valid: { activationToken: 't', activationCode: '1234' } },
  forgotPassword: { schema: ForgotPasswordBodySchema, valid: { email: 'a@example.com' } },
  resetPassword: {
    schema: ResetPasswordFormSchema,
    valid: { email: 'a@example.com', code: '123456', password: 'secret1', confirmPassword: 'secret1' },
    broken: [{ confirmPassword: 'secret2' }],
  },
  changePassword: {
    schema: ChangePasswordFormSchema,
    valid: { oldPassword: 'old', newPassword: 'secret1', confirmPassword: 'secret1' },
    broken: [{ confirmPassword: 'secret2' }],
  },
  profile: {
    schema: ProfileFormSchema,
    valid: {
      firstName: 'Nusrat',
      lastName: 'Jahan',
      userName: 'nusrat',
      phoneNumber: '01712345678',
      skillOccupation: 'Student',
      timezone: 'Dhaka',
      bio: 'Hi',
      socialLinks: { facebook: 'https://facebook.com/n' },
    },
    broken: [{ phoneNumber: '12345' }, { socialLinks: { facebook: 'facebook' } }, { firstName: 'x'.repeat(100) }],
  },
  coupon: {
    schema: CouponCreateBodySchema,
    valid: {
      code: 'EID25',
      description: 'Eid sale',
      discountType: 'percent',
      discountValue: 25,
      maxDiscount: 500,
      minOrderAmount: 100,
      validFrom: '2026-12-01T00:00:00+06:00',
      validUntil: '2026-12-31T23:59:59+06:00',
      usageLimit: 100,
      perUserLimit: 1,
      appliesTo: 'selected',
      courseIds: [COURSE_ID],
      isActive: true,
    },
    broken: [
      { code: undefined },
      { discountValue: 150 },
      { discountType: 'fixed', discountValue: 0.001 },
      { validUntil: '2026-11-01T00:00:00+06:00' },
      { perUserLimit: 200 },
      { courseIds: [] },
      { maxDiscount: 10.005 },
    ],
  },
  couponApply: { schema: CouponApplyFormSchema, valid: { code: 'SAVE10', courseId: COURSE_ID, orderAmount: 999 } },
  cartCoupon: { schema: CartCouponFormSchema, valid: { courseId: COURSE_ID, couponCode: 'SAVE10' } },
  hero: {
    schema: BannerUpdateSchema,
    valid: {
      type: 'Banner',
      image: { url: 'https://cdn.example.com/b.png' },
      title: 'Learn',
      subTitle: 'Anything',
      badgeText: 'New',
      socialProofNumber: '25,000+',
      socialProofText: 'students',
      searchPlaceholder: 'Search',
      whatsappNumber: '+8801711111111',
      heroTextLeftAlign: false,
      headerSettings: { showThemeSwitcher: true, showNavigation: true, showUserProfile: true, showMobileMenu: true },
    },
    broken: [{ title: '' }, { image: { url: 'http://plain.example.com/x.png' } }, { whatsappNumber: 'call me' }],
  },
  question: {
    schema: QuestionFormSchema,
    valid: {
      type: 'single',
      text: { bn: 'ঢাকা কোন দেশের রাজধানী?', en: '' },
      options: [{ text: { bn: 'বাংলাদেশ', en: 'Bangladesh' } }, { text: { bn: 'ভারত', en: 'India' } }],
      correctOptions: [0],
      partialCredit: false,
      numericAnswer: null,
      tolerance: 0,
      acceptedAnswers: [],
      explanation: { bn: '', en: '' },
      points: 1,
      tags: ['ভূগোল'],
    },
    broken: [
      { text: { bn: '', en: ' ' } },
      { options: [{ text: { bn: 'বাংলাদেশ', en: '' } }] },
      { options: [{ text: { bn: 'বাংলাদেশ', en: '' } }, { text: { bn: '', en: '' } }] },
      { type: 'true_false', options: [{ text: 'a' }, { text: 'b' }, { text: 'c' }] },
      { correctOptions: [] },
      { correctOptions: [0, 1] },
      { correctOptions: [5] },
      { type: 'numeric', numericAnswer: null },
      { type: 'short_text', acceptedAnswers: [] },
    ],
  },
  review: { schema: ReviewFormSchema, valid: { rating: 4.5, comment: 'ভালো কোর্স' } },
  reviewStatus: { schema: ReviewStatusBodySchema, valid: { isApproved: true, adminReply: 'ধন্যবাদ' } },
  askQuestion: { schema: QuestionBodySchema, valid: { question: 'কেন?', courseId: COURSE_ID, contentId: LESSON_ID } },
  answerQuestion: {
    schema: AnswerBodySchema,
    valid: { answer: 'কারণ', courseId: COURSE_ID, contentId: LESSON_ID, questionId: LESSON_ID },
  },
  learningReview: { schema: LearningReviewBodySchema, valid: { review: 'ভালো', rating: 4 } },
  reviewReply: {
    schema: ReviewReplyBodySchema,
    valid: { comment: 'ধন্যবাদ', courseId: COURSE_ID, reviewId: LESSON_ID },
  },
  aboutPage: {
    schema: AboutPageUpdateBodySchema,
    valid: {
      title: 'About us',
      subtitle: 'Who we are',
      mission: '<p>Learning for all</p>',
      features: [{ icon: 'FaUsers', title: 'Teachers', desc: 'Good ones' }],
    },
  },
  aboutFeature: { schema: AboutFeatureBodySchema, valid: { icon: 'FaUsers', title: 'Teachers', desc: 'Good ones' } },
  privacyCard: {
    schema: PrivacyCardBodySchema,
    valid: { icon: 'FaCookieBite', title: 'Cookies', items: ['Only essential cookies'] },
    broken: [{ items: [''] }],
  },
  finishPayment: { schema: FinishPaymentFormSchema, valid: { invoiceId: 'INV-123' } },
  testimonialsSection: {
    schema: TestimonialsSectionUpdateSchema,
    valid: { type: 'Testimonials', title: 'Voices', subTitle: '<p>Hear them</p>' },
  },
  addMember: {
    schema: AddMemberBodySchema,
    valid: { name: 'Nadia', email: 'nadia@example.com', role: 'admin' },
  },
  footer: {
    schema: FooterUpdateSchema,
    valid: {
      type: 'Footer',
      contact: { phone: '01711111111', email: 'hello@example.com' },
      socialLinks: [{ name: 'Github', url: 'https://github.com/pathshala' }],
    },
    broken: [
      { contact: { phone: null, email: 'hello@' } },
      { socialLinks: [{ name: 'Github', url: 'github.com' }] },
      { socialLinks: [{ name: 'x'.repeat(51), url: null }] },
    ],
  },
  quiz: {
    schema: CreateQuizFormSchema,
    valid: QUIZ,
    broken: [
      { title: ' ' },
      { opensAt: '2026-12-10T10:00:00+06:00', closesAt: '2026-12-10T09:00:00+06:00' },
      { showAnswers: 'after_close', closesAt: null },
    ],
  },
  completionRule: {
    schema: CompletionRuleBodySchema,
    valid: { lessonPercent: 80, requiredQuizLessonIds: ['8d3c1d9a-1111-4222-8333-444455550001'] },
  },
  quizGrant: { schema: GrantBodySchema, valid: { extraMinutes: 10, extraAttempts: 1 } },
  quizSettings: {
    schema: QuizSettingsFormSchema,
    valid: QUIZ,
    broken: [{ showAnswers: 'after_close', closesAt: null }],
  },
};

/**
 * Sentences a form shows that come from the server or a rule outside its schema (a refusal, a step check, the
 * question bank's answers and a CSV import's reasons per row).
 */
export const MESSAGES_OUTSIDE_SCHEMAS: string[] = [
  COUPON_MESSAGES.duplicate,
  COMPLETION_RULE_MESSAGES.saved,
  COMPLETION_RULE_MESSAGES.quizNotInCourse,
  ...Object.values(QUESTION_MESSAGES),
  ...Object.values(QUESTION_CSV_MESSAGES),
];
