// Contents and assignments of the demo courses: who owns them, where they were sent, who viewed them and who submitted
// what. One assignment of course A is past its deadline with no submission by participant@demo.test.
import type { CourseRef } from './demo-people.ts';
import { type Day, daysAgo, hoursAgo, type When } from './demo-time.ts';

export interface DemoFile {
  /** File in ./assets. */
  asset: string;
  /** The name the uploader's file had; downloads are sent under it. */
  originalName: string;
}

export interface DemoContent {
  owner: string;
  /** Its category; null for an uncategorised content. */
  course: CourseRef | null;
  title: string;
  file: DemoFile;
  at: When;
  sentTo: { course: CourseRef; at: When }[];
  views: { participant: string; course: CourseRef; count: number; at: When }[];
}

export const CONTENTS: DemoContent[] = [
  {
    owner: 'coordinator@demo.test',
    course: 'A',
    title: 'Module 1: Money Laundering Typologies',
    file: { asset: 'content-ml-typologies.pdf', originalName: 'Module-1-ML-Typologies.pdf' },
    at: daysAgo(12),
    sentTo: [{ course: 'A', at: daysAgo(12) }],
    views: [
      { participant: 'participant@demo.test', course: 'A', count: 2, at: daysAgo(10) },
      { participant: 'participant3@demo.test', course: 'A', count: 1, at: daysAgo(11) },
    ],
  },
  {
    owner: 'coordinator@demo.test',
    course: null,
    title: 'BFIU Circulars: A Digest for Branch Officials',
    file: { asset: 'content-bfiu-circular-digest.pdf', originalName: 'BFIU-Circular-Digest.pdf' },
    at: daysAgo(3, 2),
    sentTo: [],
    views: [],
  },
  {
    owner: 'coordinator3@demo.test',
    course: 'A',
    title: 'The FATF Recommendations: An Overview',
    file: { asset: 'content-fatf-overview.pdf', originalName: 'FATF-Recommendations-Overview.pdf' },
    at: daysAgo(8),
    sentTo: [{ course: 'A', at: daysAgo(8) }],
    views: [{ participant: 'participant5@demo.test', course: 'A', count: 3, at: daysAgo(2) }],
  },
  {
    owner: 'coordinator@demo.test',
    course: 'C',
    title: 'CEAML-2025 Final Examination Guidelines',
    file: { asset: 'content-exam-guidelines-2025.pdf', originalName: 'Final-Exam-Guidelines-2025.pdf' },
    at: { at: '2025-05-20T05:00:00Z' },
    sentTo: [{ course: 'C', at: { at: '2025-05-20T05:10:00Z' } }],
    views: [{ participant: 'participant@demo.test', course: 'C', count: 1, at: { at: '2025-05-21T14:00:00Z' } }],
  },
  {
    owner: 'coordinator2@demo.test',
    course: 'B',
    title: 'Credit Risk Grading Manual: Summary',
    file: { asset: 'content-credit-risk-grading.pdf', originalName: 'CRG-Manual-Summary.pdf' },
    at: daysAgo(10),
    sentTo: [{ course: 'B', at: daysAgo(10) }],
    views: [
      { participant: 'participant2@demo.test', course: 'B', count: 2, at: daysAgo(7) },
      { participant: 'participant4@demo.test', course: 'B', count: 1, at: daysAgo(9) },
    ],
  },
  {
    owner: 'coordinator4@demo.test',
    course: 'B',
    title: 'Loan Documentation Checklist',
    file: { asset: 'content-loan-documentation-checklist.docx', originalName: 'Loan-Documentation-Checklist.docx' },
    at: daysAgo(4),
    sentTo: [{ course: 'B', at: daysAgo(4) }],
    views: [{ participant: 'participant5@demo.test', course: 'B', count: 1, at: daysAgo(3) }],
  },
];

export interface DemoAssignment {
  /** A name for tests and the summary. */
  key: string;
  course: CourseRef;
  createdBy: string;
  title: string;
  lastSubmitDate: Day;
  file: DemoFile;
  at: When;
  views: { participant: string; count: number; at: When }[];
  submissions: { participant: string; file: DemoFile; at: When }[];
}

export const ASSIGNMENTS: DemoAssignment[] = [
  {
    key: 'a-str-case',
    course: 'A',
    createdBy: 'coordinator@demo.test',
    title: 'Suspicious Transaction Case Analysis',
    lastSubmitDate: { daysFromToday: -10 },
    file: { asset: 'assignment-str-case.pdf', originalName: 'Assignment-1-STR-Case.pdf' },
    at: daysAgo(25),
    views: [
      { participant: 'participant@demo.test', count: 1, at: daysAgo(20) },
      { participant: 'participant3@demo.test', count: 2, at: daysAgo(13) },
      { participant: 'participant5@demo.test', count: 1, at: daysAgo(12) },
    ],
    submissions: [
      {
        participant: 'participant3@demo.test',
        file: { asset: 'submission-answer.docx', originalName: 'Arif_Rahman_STR_Analysis.docx' },
        at: daysAgo(12, 5),
      },
      {
        participant: 'participant5@demo.test',
        file: { asset: 'submission-answer.pdf', originalName: 'Mahmud-Hasan-Assignment-1.pdf' },
        at: daysAgo(11, 2),
      },
    ],
  },
  {
    key: 'a-kyc-review',
    course: 'A',
    createdBy: 'coordinator@demo.test',
    title: 'KYC Profile Review',
    lastSubmitDate: { daysFromToday: 12 },
    file: { asset: 'assignment-kyc-review.docx', originalName: 'Assignment-2-KYC-Profile-Review.docx' },
    at: daysAgo(2, 3),
    views: [
      { participant: 'participant@demo.test', count: 1, at: daysAgo(1) },
      { participant: 'participant3@demo.test', count: 1, at: daysAgo(2) },
    ],
    submissions: [
      {
        participant: 'participant3@demo.test',
        file: { asset: 'submission-answer.docx', originalName: 'Arif_Rahman_KYC_Review.docx' },
        at: hoursAgo(7),
      },
    ],
  },
  {
    key: 'a-tbml-red-flags',
    course: 'A',
    createdBy: 'coordinator3@demo.test',
    title: 'Red Flags in Trade-Based Money Laundering',
    lastSubmitDate: { daysFromToday: 20 },
    file: { asset: 'assignment-tbml-red-flags.pdf', originalName: 'Assignment-3-TBML-Red-Flags.pdf' },
    at: daysAgo(1, 4),
    views: [{ participant: 'participant@demo.test', count: 2, at: hoursAgo(4) }],
    submissions: [
      {
        participant: 'participant@demo.test',
        file: { asset: 'submission-answer.pdf', originalName: 'Sabbir-Hossain-TBML-Red-Flags.pdf' },
        at: hoursAgo(3),
      },
    ],
  },
  {
    key: 'b-credit-appraisal',
    course: 'B',
    createdBy: 'coordinator2@demo.test',
    title: 'Credit Appraisal of an SME Borrower',
    lastSubmitDate: { daysFromToday: 9 },
    file: { asset: 'assignment-credit-appraisal.docx', originalName: 'Case-Study-Credit-Appraisal.docx' },
    at: daysAgo(6, 2),
    views: [
      { participant: 'participant2@demo.test', count: 2, at: daysAgo(2) },
      { participant: 'participant4@demo.test', count: 1, at: daysAgo(5) },
      { participant: 'participant5@demo.test', count: 1, at: daysAgo(4) },
    ],
    submissions: [
      {
        participant: 'participant2@demo.test',
        file: { asset: 'submission-answer.docx', originalName: 'Farzana_Akter_Credit_Appraisal.docx' },
        at: daysAgo(1, 2),
      },
    ],
  },
  {
    key: 'b-cib-report',
    course: 'B',
    createdBy: 'coordinator4@demo.test',
    title: 'Reading a CIB Report',
    lastSubmitDate: { daysFromToday: 16 },
    file: { asset: 'assignment-cib-report.pdf', originalName: 'Exercise-CIB-Report.pdf' },
    at: daysAgo(3),
    views: [{ participant: 'participant4@demo.test', count: 1, at: daysAgo(2) }],
    submissions: [],
  },
  {
    key: 'c-final-project',
    course: 'C',
    createdBy: 'coordinator@demo.test',
    title: 'CEAML-2025 Final Project',
    lastSubmitDate: { date: '2025-06-30' },
    file: { asset: 'assignment-final-project-2025.pdf', originalName: 'CEAML-2025-Final-Project.pdf' },
    at: { at: '2025-06-01T04:00:00Z' },
    views: [{ participant: 'participant@demo.test', count: 1, at: { at: '2025-06-02T15:00:00Z' } }],
    submissions: [
      {
        participant: 'participant@demo.test',
        file: { asset: 'submission-answer.pdf', originalName: 'Sabbir-Hossain-Final-Project.pdf' },
        at: { at: '2025-06-27T16:45:00Z' },
      },
    ],
  },
];
