"""Writes the small PDF and DOCX files the demo seed attaches to contents, assignments and submissions.

Run by make-assets.sh. Each PDF is one A4 page in Helvetica, written by hand (objects + xref table);
each DOCX is the minimal valid package: [Content_Types].xml, _rels/.rels and word/document.xml.
"""

import zipfile
from xml.sax.saxutils import escape

INSTITUTE = "Institute of Bank Management - Certification e-Learning"


def pdf_text(value):
    return value.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def write_pdf(name, title, lines):
    ops = ["BT", "/F2 9 Tf", "56 800 Td", f"({pdf_text(INSTITUTE)}) Tj", "ET"]
    ops += ["BT", "/F2 18 Tf", "56 760 Td", f"({pdf_text(title)}) Tj", "ET"]
    ops += ["BT", "/F1 11 Tf", "16 TL", "56 724 Td"]
    for line in lines:
        ops.append(f"({pdf_text(line)}) Tj T*")
    ops.append("ET")
    stream = "\n".join(ops).encode("latin-1")
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        b"/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Title (" + pdf_text(title).encode("latin-1") + b") /Producer (IBM-C demo seed) >>",
    ]
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R /Info 7 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    with open(name, "wb") as handle:
        handle.write(out)


CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>"""

RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>"""


def paragraph(text, bold=False, size=None):
    props = ""
    if bold or size:
        props = "<w:rPr>" + ("<w:b/>" if bold else "") + (f'<w:sz w:val="{size}"/>' if size else "") + "</w:rPr>"
    return f'<w:p><w:r>{props}<w:t xml:space="preserve">{escape(text)}</w:t></w:r></w:p>'


def write_docx(name, title, lines):
    body = paragraph(INSTITUTE, size=18) + paragraph(title, bold=True, size=32)
    body += "".join(paragraph(line) for line in lines)
    document = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
        f'<w:body>{body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>'
    )
    with zipfile.ZipFile(name, "w", zipfile.ZIP_DEFLATED) as archive:
        # A fixed date keeps the file identical from one run to the next.
        for part, data in (("[Content_Types].xml", CONTENT_TYPES), ("_rels/.rels", RELS), ("word/document.xml", document)):
            info = zipfile.ZipInfo(part, date_time=(2026, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)


# Contents sent by coordinators.
write_pdf("content-ml-typologies.pdf", "Module 1: Money Laundering Typologies", [
    "CEAML-2026, Batch 5 - handout for sessions 1 to 3.",
    "",
    "1. Placement, layering and integration: the three stages and their red flags.",
    "2. Trade-based money laundering: over- and under-invoicing, phantom shipments.",
    "3. Structuring of cash deposits to stay below the CTR threshold.",
    "4. Misuse of mobile financial services and agent banking channels.",
    "5. Case studies from BFIU annual reports.",
    "",
    "Read sections 1 to 3 before the Sunday session.",
])
write_pdf("content-bfiu-circular-digest.pdf", "BFIU Circulars: A Digest for Branch Officials", [
    "A one-page summary of the circulars most often asked about in class.",
    "",
    "- Customer due diligence and the KYC profile form.",
    "- Cash transaction reports (CTR) and suspicious transaction reports (STR).",
    "- Record keeping: five years after the relationship ends.",
    "- Sanctions screening before opening an account or a letter of credit.",
])
write_pdf("content-fatf-overview.pdf", "The FATF Recommendations: An Overview", [
    "Slides in brief for CEAML-2026.",
    "",
    "Recommendation 1: the risk-based approach.",
    "Recommendations 10 to 12: customer due diligence, record keeping, PEPs.",
    "Recommendation 16: wire transfers and the travel rule.",
    "Recommendation 20: reporting of suspicious transactions.",
    "Mutual evaluations and what they mean for a bank.",
])
write_pdf("content-exam-guidelines-2025.pdf", "CEAML-2025 Final Examination Guidelines", [
    "Batch 4 - final examination.",
    "",
    "The examination is of three hours and carries 100 marks.",
    "Bring your participant ID card; calculators are allowed, phones are not.",
    "Answer any five of the eight questions; case questions carry 25 marks each.",
])
write_pdf("content-credit-risk-grading.pdf", "Credit Risk Grading Manual: Summary", [
    "CCP-2026 - reading for week 2.",
    "",
    "Financial risk (50%): leverage, liquidity, profitability, coverage.",
    "Business risk (18%), management risk (12%), security risk (10%), relationship risk (10%).",
    "Grades from Superior to Bad and Loss; early alert accounts need a quarterly review.",
])
write_docx("content-loan-documentation-checklist.docx", "Loan Documentation Checklist", [
    "Use this list before the first disbursement of a term loan or working capital facility.",
    "1. Sanction letter accepted by the borrower.",
    "2. Charge documents: DP note, letter of arrangement, letter of continuation.",
    "3. Registered mortgage deed and the lawyer's non-encumbrance certificate.",
    "4. Up-to-date CIB report and the credit risk grading score sheet.",
    "5. Insurance policy with the bank's mortgage clause.",
])

# Assignment briefs.
write_pdf("assignment-str-case.pdf", "Assignment 1: Suspicious Transaction Case Analysis", [
    "Read the case of a trading firm whose current account received 48 cash deposits",
    "of just under BDT 10 lakh in two months, followed by outward remittances.",
    "",
    "a) Identify the red flags and the stage of money laundering they suggest.",
    "b) Draft the STR narrative you would send to BFIU.",
    "c) What should the branch have done at account opening?",
    "",
    "Submit one PDF or Word file of at most 5 pages.",
])
write_docx("assignment-kyc-review.docx", "Assignment 2: KYC Profile Review", [
    "You are given three KYC profiles of new customers of an urban branch.",
    "For each, grade the risk as low, medium or high and give your reasons.",
    "State which documents are missing and what enhanced due diligence you would do.",
    "Length: at most 1,500 words.",
])
write_pdf("assignment-tbml-red-flags.pdf", "Assignment 3: Red Flags in Trade-Based Money Laundering", [
    "Choose one import letter of credit from the case pack.",
    "Compare the declared unit price with the market price and comment on the gap.",
    "List the documents you would ask for before negotiation.",
])
write_pdf("assignment-final-project-2025.pdf", "CEAML-2025 Final Project", [
    "Write an AML/CFT risk assessment of a branch of your choice (2,500 words).",
    "Cover customers, products, delivery channels and geography.",
])
write_docx("assignment-credit-appraisal.docx", "Case Study: Credit Appraisal of an SME Borrower", [
    "M/s Rahman Garments Accessories seeks a working capital limit of BDT 2.5 crore.",
    "Using the financial statements in the annex, prepare a credit appraisal:",
    "1. Compute the key ratios and the credit risk grading score.",
    "2. Assess the security offered and its forced sale value.",
    "3. Recommend a limit, tenor and covenants.",
])
write_pdf("assignment-cib-report.pdf", "Exercise: Reading a CIB Report", [
    "The attached CIB report belongs to a borrower with facilities in four banks.",
    "Find the classified liabilities, the guarantor exposure and the overdue amounts.",
    "Would you renew the limit? Answer in at most one page.",
])

# Submissions made by participants.
write_docx("submission-answer.docx", "Assignment Answer", [
    "Submitted through the Certification e-Learning portal.",
    "1. The deposits just under the reporting threshold show structuring at the placement stage.",
    "2. Outward remittances soon after the deposits suggest layering.",
    "3. At account opening the branch should have verified the trade licence and the expected turnover.",
])
write_pdf("submission-answer.pdf", "Assignment Answer", [
    "Submitted through the Certification e-Learning portal.",
    "",
    "Summary of findings, the analysis and my recommendations are set out below.",
    "The risk grading and the reasons for it are given for each profile.",
])
