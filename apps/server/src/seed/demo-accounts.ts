// The demo accounts and their password: what the README and the start-up output list. A module of its own, with no
// imports, so that a WORKERS supervisor (main.ts) can print them without loading the seed.
/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

export type DemoRole = 'admin' | 'coordinator' | 'participant';

export interface DemoAccount {
  email: string;
  role: DemoRole;
  /** What the account is for, as the README and the start-up output show it. */
  label: string;
}

/** Every demo account (all with DEMO_PASSWORD), in the order the README and the start-up output list them. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.test', role: 'admin', label: 'Admin' },
  {
    email: 'coordinator@demo.test',
    role: 'coordinator',
    label: 'Coordinator of CEAML-2026 (running, course A) and CEAML-2025 (expired, course C)',
  },
  { email: 'coordinator2@demo.test', role: 'coordinator', label: 'Coordinator of CCP-2026 (running, course B)' },
  { email: 'participant@demo.test', role: 'participant', label: 'Participant in CEAML-2026 (A) and CEAML-2025 (C)' },
  { email: 'participant2@demo.test', role: 'participant', label: 'Participant in CCP-2026 (B) only' },
  { email: 'participant3@demo.test', role: 'participant', label: 'Participant in CEAML-2026 (A)' },
  { email: 'participant4@demo.test', role: 'participant', label: 'Participant in CCP-2026 (B)' },
  { email: 'participant5@demo.test', role: 'participant', label: 'Participant in CEAML-2026 (A) and CCP-2026 (B)' },
  {
    email: 'participant6@demo.test',
    role: 'participant',
    label: 'Participant in CEAML-2025 (C) only: passed, their certificate revoked',
  },
  {
    email: 'coordinator3@demo.test',
    role: 'coordinator',
    label: 'Extra coordinator: co-coordinates CEAML-2026 (A); programme pages',
  },
  {
    email: 'coordinator4@demo.test',
    role: 'coordinator',
    label: 'Extra coordinator: co-coordinates CCP-2026 (B); programme pages',
  },
  { email: 'coordinator5@demo.test', role: 'coordinator', label: 'Extra coordinator: programme pages only' },
];
