// The people of the demo data set: organisations, the admin, coordinators and participants with their profiles.
// Memberships follow README.md, "Demo logins".
import { GENDER } from '@portal/contract';
import { daysAgo, type When } from './demo-time.ts';

export type CourseRef = 'A' | 'B' | 'C';

/** The organisations offered at registration and on the profile (value 0 "others" is not a row). */
export const ORGANIZATIONS = [
  'Bangladesh Bank',
  'Sonali Bank PLC',
  'Janata Bank PLC',
  'Agrani Bank PLC',
  'Rupali Bank PLC',
  'BRAC Bank PLC',
  'Dutch-Bangla Bank PLC',
  'Eastern Bank PLC',
  'Islami Bank Bangladesh PLC',
  'Pubali Bank PLC',
  'The City Bank PLC',
  'Prime Bank PLC',
] as const;
export type OrganizationName = (typeof ORGANIZATIONS)[number];

interface PersonBase {
  email: string;
  firstName: string;
  lastName: string;
  mobileNo: string;
  gender: 0 | 1;
  /** File in ./assets; none means the account has no avatar. */
  avatar?: string;
}

export const ADMIN: PersonBase = {
  email: 'admin@demo.test',
  firstName: 'Mahbubur',
  lastName: 'Rahman',
  mobileNo: '01711000001',
  gender: GENDER.male,
};

export interface DemoCoordinator extends PersonBase {
  occupation: string;
  /** Courses coordinated. */
  courses: CourseRef[];
}

export const COORDINATORS: DemoCoordinator[] = [
  {
    email: 'coordinator@demo.test',
    firstName: 'Ayesha',
    lastName: 'Siddiqua',
    mobileNo: '01711234501',
    gender: GENDER.female,
    occupation: 'Professor',
    avatar: 'avatar-ayesha-siddiqua.jpg',
    courses: ['A', 'C'],
  },
  {
    email: 'coordinator2@demo.test',
    firstName: 'Md. Rafiqul',
    lastName: 'Islam',
    mobileNo: '01819234502',
    gender: GENDER.male,
    occupation: 'Associate Professor',
    avatar: 'avatar-rafiqul-islam.jpg',
    courses: ['B'],
  },
  {
    email: 'coordinator3@demo.test',
    firstName: 'Tahmina',
    lastName: 'Akter',
    mobileNo: '01911234503',
    gender: GENDER.female,
    occupation: 'Assistant Professor',
    avatar: 'avatar-tahmina-akter.jpg',
    courses: ['A'],
  },
  {
    email: 'coordinator4@demo.test',
    firstName: 'Mohammad Zakir',
    lastName: 'Hossain',
    mobileNo: '01552234504',
    gender: GENDER.male,
    occupation: 'Professor',
    avatar: 'avatar-zakir-hossain.jpg',
    courses: ['B'],
  },
  {
    email: 'coordinator5@demo.test',
    firstName: 'Sharmin',
    lastName: 'Sultana',
    mobileNo: '01612234505',
    gender: GENDER.female,
    occupation: 'Associate Professor',
    avatar: 'avatar-sharmin-sultana.jpg',
    courses: [],
  },
];

export interface DemoParticipant extends PersonBase {
  /** A listed organisation, or `{ other }` for "others" (organisation value 0). */
  organization: OrganizationName | { other: string };
  designation: string;
  presentAddress: string;
  permanentAddress: string;
  experienceInBank: number;
  lastAcademicDegree: string;
  dob: string;
  alternateContact?: { mobileNo: string; relation: string };
  /** Course and course-wise roll of each enrolment. */
  enrolments: { course: CourseRef; roll: string; at: When }[];
}

export const PARTICIPANTS: DemoParticipant[] = [
  {
    email: 'participant@demo.test',
    firstName: 'Sabbir',
    lastName: 'Hossain',
    mobileNo: '01712345678',
    gender: GENDER.male,
    avatar: 'avatar-sabbir-hossain.jpg',
    organization: 'Sonali Bank PLC',
    designation: 'Senior Officer',
    presentAddress: 'House 27, Road 9/A, Dhanmondi, Dhaka-1209',
    permanentAddress: 'Village Rajapur, Post Office Monirampur, Jashore-7440',
    experienceInBank: 6,
    lastAcademicDegree: 'MBA (Finance), University of Dhaka',
    dob: '1991-08-14',
    alternateContact: { mobileNo: '01819876543', relation: 'Spouse' },
    enrolments: [
      { course: 'A', roll: 'CEAML-26-001', at: daysAgo(40) },
      { course: 'C', roll: 'CEAML-25-014', at: { at: '2025-01-10T04:00:00Z' } },
    ],
  },
  {
    email: 'participant2@demo.test',
    firstName: 'Farzana',
    lastName: 'Akter',
    mobileNo: '01913456789',
    gender: GENDER.female,
    avatar: 'avatar-farzana-akter.jpg',
    organization: 'BRAC Bank PLC',
    designation: 'Principal Officer',
    presentAddress: 'Flat 5B, House 14, Road 11, Banani, Dhaka-1213',
    permanentAddress: 'Station Road, Mymensingh Sadar, Mymensingh-2200',
    experienceInBank: 9,
    lastAcademicDegree: 'M.Com (Accounting), Jagannath University',
    dob: '1988-02-03',
    enrolments: [{ course: 'B', roll: 'CCP-26-001', at: daysAgo(30) }],
  },
  {
    email: 'participant3@demo.test',
    firstName: 'Arif',
    lastName: 'Rahman',
    mobileNo: '01555123456',
    gender: GENDER.male,
    avatar: 'avatar-arif-rahman.jpg',
    organization: 'Dutch-Bangla Bank PLC',
    designation: 'Officer',
    presentAddress: 'House 8, Road 3, Sector 7, Uttara, Dhaka-1230',
    permanentAddress: 'Kazir Dewri, Kotwali, Chattogram-4000',
    experienceInBank: 3,
    lastAcademicDegree: 'BBA (Finance and Banking), University of Chittagong',
    dob: '1996-11-21',
    enrolments: [{ course: 'A', roll: 'CEAML-26-002', at: daysAgo(39) }],
  },
  {
    email: 'participant4@demo.test',
    firstName: 'Nusrat',
    lastName: 'Jahan',
    mobileNo: '01670234567',
    gender: GENDER.female,
    avatar: 'avatar-nusrat-jahan.jpg',
    organization: 'Islami Bank Bangladesh PLC',
    designation: 'Senior Principal Officer',
    presentAddress: 'House 52, Lake Road, Mohammadpur, Dhaka-1207',
    permanentAddress: 'Shibganj, Bogura-5810',
    experienceInBank: 12,
    lastAcademicDegree: 'MBA (Banking and Insurance), University of Dhaka',
    dob: '1985-06-09',
    enrolments: [{ course: 'B', roll: 'CCP-26-002', at: daysAgo(29) }],
  },
  {
    email: 'participant5@demo.test',
    firstName: 'Mahmud',
    lastName: 'Hasan',
    mobileNo: '01311456789',
    gender: GENDER.male,
    organization: { other: 'IDLC Finance PLC' },
    designation: 'Senior Executive',
    presentAddress: 'House 19, Road 2, Block C, Mirpur-10, Dhaka-1216',
    permanentAddress: 'Sadar Road, Barishal-8200',
    experienceInBank: 4,
    lastAcademicDegree: 'M.Sc. in Economics, Jahangirnagar University',
    dob: '1994-01-30',
    enrolments: [
      { course: 'A', roll: 'CEAML-26-003', at: daysAgo(38) },
      { course: 'B', roll: 'CCP-26-003', at: daysAgo(28) },
      // The 2025 run, which they failed (the demo results): they take the course again in 2026.
      { course: 'C', roll: 'CEAML-25-027', at: { at: '2025-01-12T04:00:00Z' } },
    ],
  },
  {
    // Course C only: passed, and holds the demo's revoked certificate (the demo certificates).
    email: 'participant6@demo.test',
    firstName: 'Tanvir',
    lastName: 'Ahmed',
    mobileNo: '01714567890',
    gender: GENDER.male,
    organization: 'Sonali Bank PLC',
    designation: 'Officer',
    presentAddress: 'House 11, Road 4, Kalabagan, Dhaka-1205',
    permanentAddress: 'College Road, Kushtia Sadar, Kushtia-7000',
    experienceInBank: 5,
    lastAcademicDegree: 'BBA (Accounting), Islamic University, Kushtia',
    dob: '1993-04-17',
    enrolments: [{ course: 'C', roll: 'CEAML-25-019', at: { at: '2025-01-11T04:00:00Z' } }],
  },
];
