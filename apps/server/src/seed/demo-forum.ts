// Forum threads of the demo courses: questions from participants, notices from coordinators, answered and
// unanswered posts, edited posts and replies, spread over recent days so that relative times differ.
import type { CourseRef } from './demo-people.ts';
import { daysAgo, hoursAgo, type When } from './demo-time.ts';

export interface DemoReply {
  author: string;
  body: string;
  at: When;
  /** Edited some time after it was written. */
  edited?: boolean;
}

export interface DemoPost {
  course: CourseRef;
  author: string;
  title: string;
  body: string;
  at: When;
  edited?: boolean;
  replies: DemoReply[];
}

export const POSTS: DemoPost[] = [
  // Course A (CEAML-2026)
  {
    course: 'A',
    author: 'coordinator@demo.test',
    title: 'Reading list for Module 3: Customer Due Diligence',
    body: 'Before Sunday’s session please read the BFIU guidelines on customer due diligence (sections 3 to 5) and the revised KYC profile form. Bring one account opening file from your branch (with personal data removed) for the group exercise.',
    at: daysAgo(5, 2),
    edited: true,
    replies: [
      {
        author: 'participant5@demo.test',
        body: 'Is the KYC profile form of 2019 still the one in use, or has it been replaced?',
        at: daysAgo(4, 20),
      },
      {
        author: 'coordinator3@demo.test',
        body: 'The revised form replaces it. You will find it with the Module 1 handout under Contents.',
        at: daysAgo(4, 18),
      },
      {
        author: 'participant@demo.test',
        body: 'Thank you, madam. The reading list is very helpful for our branch team as well.',
        at: daysAgo(4, 6),
      },
      {
        author: 'admin@demo.test',
        body: 'The recorded session of Module 2 has been added to the portal. Please let us know if you cannot open it.',
        at: daysAgo(3, 10),
      },
    ],
  },
  {
    course: 'A',
    author: 'participant@demo.test',
    title: 'Structured cash deposits just below the CTR threshold',
    body: 'A customer of our branch deposits about BDT 9.5 lakh in cash almost every other day, always just below the BDT 10 lakh CTR threshold. No single deposit needs a CTR. Should we still report it as suspicious?',
    at: daysAgo(3, 5),
    replies: [
      {
        author: 'coordinator@demo.test',
        body: 'Yes. Structuring a deposit to avoid the reporting threshold is itself a red flag in the BFIU guidelines. Look at the pattern rather than a single deposit, document your review and raise it with your BAMLCO.',
        at: daysAgo(2, 22),
      },
      {
        author: 'participant3@demo.test',
        body: 'We had a similar case last year. Our BAMLCO asked for the account statement of the last three months together with the internal report.',
        at: daysAgo(2, 3),
      },
      {
        author: 'participant@demo.test',
        body: 'Thank you both. I will prepare the internal report with a three-month statement and the customer’s KYC profile.',
        at: daysAgo(2, 1),
        edited: true,
      },
    ],
  },
  {
    course: 'A',
    author: 'participant3@demo.test',
    title: 'Is the KYC profile review individual or group work?',
    body: 'The assignment brief does not say whether we may work in groups. Can two of us from the same branch submit one answer?',
    at: hoursAgo(26),
    edited: true,
    replies: [
      {
        author: 'coordinator@demo.test',
        body: 'It is individual work. You may discuss the cases, but each of you must write and submit your own answer.',
        at: hoursAgo(20),
      },
    ],
  },
  {
    course: 'A',
    author: 'participant5@demo.test',
    title: 'PEP screening for customers of mobile financial services',
    body: 'How do banks screen politically exposed persons among customers who open accounts through agent banking or an app, where there is no face-to-face meeting?',
    at: hoursAgo(5),
    replies: [],
  },
  {
    course: 'A',
    author: 'coordinator3@demo.test',
    title: 'Extra class on trade-based money laundering this Thursday',
    body: 'We will meet on Thursday at 3:00 pm in Room 402 to work through the case pack for Assignment 3. Please bring a copy of any import letter of credit you have handled (with names removed).',
    at: hoursAgo(0.7),
    replies: [],
  },
  // Course B (CCP-2026)
  {
    course: 'B',
    author: 'coordinator2@demo.test',
    title: 'Groups for the credit appraisal case study',
    body: 'For the class discussion of the case study we will work in two groups. Group 1: Farzana Akter and Mahmud Hasan. Group 2: Nusrat Jahan and the participants joining next week. The written answer is still individual.',
    at: daysAgo(6, 1),
    replies: [
      {
        author: 'participant5@demo.test',
        body: 'Noted, sir. Will the financial statements in the annex be shared as a spreadsheet too?',
        at: daysAgo(5, 20),
      },
      {
        author: 'coordinator2@demo.test',
        body: 'Yes, I will send the spreadsheet with the next content.',
        at: daysAgo(5, 18),
      },
      {
        author: 'participant2@demo.test',
        body: 'Thank you. Our group will meet on Saturday after the session.',
        at: daysAgo(5, 9),
      },
    ],
  },
  {
    course: 'B',
    author: 'participant2@demo.test',
    title: 'Forced sale value or market value for collateral?',
    body: 'When we compute the security coverage for the credit risk grading, should the land be taken at its market value or its forced sale value?',
    at: daysAgo(2, 4),
    replies: [
      {
        author: 'coordinator2@demo.test',
        body: 'Use the forced sale value from the surveyor’s report. The market value tells you little about what the bank can actually recover.',
        at: daysAgo(1, 20),
      },
      {
        author: 'participant4@demo.test',
        body: 'In our bank the credit risk management division also asks for two independent valuations above BDT 5 crore.',
        at: hoursAgo(30),
        edited: true,
      },
    ],
  },
  {
    course: 'B',
    author: 'participant5@demo.test',
    title: 'Working capital assessment for seasonal businesses',
    body: 'How should the working capital requirement be assessed for a rice mill whose stock peaks after the harvest and is low the rest of the year?',
    at: hoursAgo(30),
    replies: [
      {
        author: 'coordinator4@demo.test',
        body: 'Assess the peak and off-peak needs separately and consider a limit that steps down after the season, with stock reports each month.',
        at: hoursAgo(22),
      },
    ],
  },
  {
    course: 'B',
    author: 'participant4@demo.test',
    title: 'Good reading on CIB reports and credit scoring?',
    body: 'Can anyone suggest reading on how to interpret a CIB report, especially the guarantor liabilities section?',
    at: hoursAgo(9),
    replies: [],
  },
  // Course C (CEAML-2025, expired)
  {
    course: 'C',
    author: 'participant@demo.test',
    title: 'Past questions for the final examination',
    body: 'Are the question papers of the previous batches available to practise before the final examination?',
    at: { at: '2025-05-12T08:30:00Z' },
    replies: [
      {
        author: 'coordinator@demo.test',
        body: 'The last two question papers are at the library desk. The examination guidelines are under Contents.',
        at: { at: '2025-05-12T11:15:00Z' },
      },
    ],
  },
];
