// The home page's welcome heading and its text about the academic calendar and the approval process.
import { INSTITUTE } from '@portal/contract';

export function Welcome() {
  return (
    <section className="py-4 welcome" aria-labelledby="welcome-heading">
      <h1 id="welcome-heading" className="mb-3">
        Welcome to the Certification Programmes of the {INSTITUTE.name}
      </h1>
      <p>
        The institute offers professional certification programmes for officials of banks and other financial
        institutions in Bangladesh. Each programme combines weekend classes at the institute with study contents,
        assignments and a discussion forum on this portal, and ends with a written examination set and moderated by the
        institute&rsquo;s examination committee.
      </p>
      <p>
        The academic calendar has two intakes a year. The January intake opens for nominations in October and its
        classes run from the second week of January to the end of June; the July intake opens in April and runs from the
        second week of July to the end of December. Examinations are held within four weeks of the last class, results
        are published six weeks later, and certificates are awarded at the annual convocation in the first quarter of
        the following year.
      </p>
      <p>
        Admission follows a nomination and approval process. A participating bank or financial institution nominates its
        officers through its human resources or training division, with the head of the branch or department confirming
        each nominee&rsquo;s eligibility (normally at least two years of service in a bank). The certification wing
        reviews every nomination against the programme&rsquo;s entry requirements and the seats available, and the
        Director (Certification) approves the final list. Approved participants receive an invitation by e-mail with a
        personal link to register on this portal, where they find their course, coordinators, contents and assignment
        deadlines from the first day.
      </p>
      <p className="mb-0">
        Every programme is reviewed each year with the banks that send participants and with Bangladesh Bank, so that
        what is taught stays close to the needs of the industry. For nominations, schedules or any other question,
        please write to us through the contact page.
      </p>
    </section>
  );
}
