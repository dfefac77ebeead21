// The three certification programmes of the public site and the courses that run them.
import type { CourseRef } from './demo-people.ts';
import { daysAgo, type When } from './demo-time.ts';

export type ProgramRef = 'CEAML' | 'CCP' | 'CTF';

export interface DemoProgram {
  shortName: ProgramRef;
  name: string;
  image: string;
  module: string;
  description: string;
  /** Coordinators (by e-mail) listed on the programme page, by batch. */
  coordinatorsByBatch: { batch: string; emails: string[] }[];
}

const modules = (items: [string, string][]) =>
  `<ul>${items.map(([title, text]) => `<li><h3>${title}</h3><p>${text}</p></li>`).join('')}</ul>`;

export const PROGRAMS: DemoProgram[] = [
  {
    shortName: 'CEAML',
    name: 'Certified Expert in Anti-Money Laundering',
    image: 'programme-ceaml.jpg',
    module: modules([
      [
        'Module 1: Money Laundering and Terrorist Financing',
        'Concepts, stages and typologies; trade-based money laundering; misuse of mobile financial services and agent banking.',
      ],
      [
        'Module 2: Legal and Regulatory Framework',
        'The Money Laundering Prevention Act and the Anti-Terrorism Act, BFIU circulars and guidelines, the FATF Recommendations.',
      ],
      [
        'Module 3: Customer Due Diligence',
        'KYC profiles, beneficial ownership, politically exposed persons, risk grading of customers and enhanced due diligence.',
      ],
      [
        'Module 4: Monitoring and Reporting',
        'Transaction monitoring, cash transaction reports, identifying and writing suspicious transaction reports, record keeping.',
      ],
      [
        'Module 5: Compliance Programme of a Bank',
        'The role of the CAMLCO and branch BAMLCOs, internal control, self-assessment, independent testing and training.',
      ],
    ]),
    description: [
      '<p>The Certified Expert in Anti-Money Laundering (CEAML) programme prepares bank officials to prevent, detect and report money laundering and the financing of terrorism. It combines the law and the regulator’s instructions with the practice of branches, trade services and central compliance units.</p>',
      '<p>The programme runs for six months in weekend sessions at the institute in Mirpur, Dhaka, with assignments, case discussions in the forum and a final written examination. Participants who pass receive the CEAML certificate, recognised by banks for compliance and branch management positions.</p>',
      '<p>It is meant for officers of banks and non-bank financial institutions with at least two years of experience, especially those working in branches, trade services, compliance and internal control.</p>',
    ].join(''),
    coordinatorsByBatch: [
      { batch: 'Batch 5', emails: ['coordinator@demo.test', 'coordinator3@demo.test'] },
      { batch: 'Batch 4', emails: ['coordinator@demo.test', 'coordinator5@demo.test'] },
      { batch: 'Batch 3', emails: ['coordinator4@demo.test'] },
    ],
  },
  {
    shortName: 'CCP',
    name: 'Certified Credit Professional',
    image: 'programme-ccp.jpg',
    module: modules([
      [
        'Module 1: Credit Policy and Products',
        'Credit policy of a bank, term loans, working capital, SME and retail products, syndicated finance.',
      ],
      [
        'Module 2: Credit Appraisal',
        'Financial statement analysis, cash-flow based lending, credit risk grading and the CIB report.',
      ],
      [
        'Module 3: Security and Documentation',
        'Collateral valuation, charge documents, mortgage and the legal side of securities.',
      ],
      [
        'Module 4: Monitoring and Recovery',
        'Early alert accounts, classification and provisioning, rescheduling, the Artha Rin Adalat and write-off.',
      ],
    ]),
    description: [
      '<p>The Certified Credit Professional (CCP) programme builds the skills a banker needs to appraise, sanction, document and monitor loans, from a small enterprise’s working capital to a large corporate term loan.</p>',
      '<p>Each topic is taught through cases drawn from Bangladeshi banks. Participants prepare a complete credit appraisal as their main assignment and discuss their findings with faculty and peers in the forum.</p>',
      '<p>The programme suits relationship managers, credit analysts and branch managers who want a structured, recognised qualification in credit management.</p>',
    ].join(''),
    coordinatorsByBatch: [
      { batch: 'Batch 3', emails: ['coordinator2@demo.test', 'coordinator4@demo.test'] },
      { batch: 'Batch 2', emails: ['coordinator2@demo.test', 'coordinator5@demo.test'] },
    ],
  },
  {
    shortName: 'CTF',
    name: 'Certified Expert in Trade Finance',
    image: 'programme-ctf.jpg',
    module: modules([
      [
        'Module 1: Foundations of International Trade',
        'Incoterms 2020, methods of payment, the parties to a trade transaction and their risks.',
      ],
      ['Module 2: Documentary Credits', 'UCP 600, ISBP, examination of documents, discrepancies and their handling.'],
      [
        'Module 3: Foreign Exchange Regulations',
        'The Guidelines for Foreign Exchange Transactions, import and export policy, reporting to Bangladesh Bank.',
      ],
      [
        'Module 4: Trade-Based Financial Crime',
        'Over- and under-invoicing, sanctions screening and red flags in trade documents.',
      ],
    ]),
    description: [
      '<p>The Certified Expert in Trade Finance (CTF) programme covers the whole life of an import or export transaction, from the sales contract to settlement, with the international rules and the national foreign exchange regulations that govern it.</p>',
      '<p>Practical sessions use real (anonymised) letters of credit and shipping documents, so that participants learn to examine documents as a trade services desk does.</p>',
      '<p>It is designed for officials of trade services, foreign exchange and corporate banking departments.</p>',
    ].join(''),
    coordinatorsByBatch: [
      { batch: 'Batch 2', emails: ['coordinator5@demo.test', 'coordinator3@demo.test'] },
      { batch: 'Batch 1', emails: ['coordinator4@demo.test'] },
    ],
  },
];

export interface DemoCourse {
  ref: CourseRef;
  program: ProgramRef;
  name: string;
  shortName: string;
  intakeName: string;
  batch: number;
  sessionName: string;
  year: number;
  /** 1 running, 0 expired. */
  status: 0 | 1;
  createdAt: When;
}

export const COURSES: DemoCourse[] = [
  {
    ref: 'A',
    program: 'CEAML',
    name: 'Certified Expert in Anti-Money Laundering',
    shortName: 'CEAML-2026',
    intakeName: 'January Intake',
    batch: 5,
    sessionName: '2026-2027',
    year: 2026,
    status: 1,
    createdAt: daysAgo(45),
  },
  {
    ref: 'B',
    program: 'CCP',
    name: 'Certified Credit Professional',
    shortName: 'CCP-2026',
    intakeName: 'March Intake',
    batch: 3,
    sessionName: '2026-2027',
    year: 2026,
    status: 1,
    createdAt: daysAgo(35),
  },
  {
    ref: 'C',
    program: 'CEAML',
    name: 'Certified Expert in Anti-Money Laundering',
    shortName: 'CEAML-2025',
    intakeName: 'January Intake',
    batch: 4,
    sessionName: '2025-2026',
    year: 2025,
    status: 0,
    createdAt: { at: '2025-01-05T04:00:00Z' },
  },
];
