// Rows → the spec's wire names (docs/features.md, Contents).
import {
  CONTENT_TEXT,
  type ContentRecipient,
  type CoordinatorContent,
  type ParticipantContent,
} from '@portal/contract';
import type { CoordinatorContentRow, ParticipantContentRow, RecipientRow } from './contents.queries.ts';

export function toCoordinatorContent(row: CoordinatorContentRow): CoordinatorContent {
  return {
    id: row.id,
    content_title: row.title,
    course_id: row.courseId,
    course_name: row.courseName,
    course_short_name: row.courseShortName,
    faculty_name: row.isMine ? CONTENT_TEXT.you : row.ownerName,
    is_mine: row.isMine,
    content_mime: row.fileExtension,
    content_file: row.fileName,
    total_sent_courses: row.totalSentCourses,
    total_sent: row.totalSent,
    total_viewed: row.totalViewed,
    created_at: row.createdAt.toISOString(),
  };
}

export function toParticipantContent(row: ParticipantContentRow): ParticipantContent {
  return {
    content_id: row.contentId,
    content_title: row.title,
    course_id: row.courseId,
    course_name: row.courseName,
    course_short_name: row.courseShortName,
    faculty_name: row.senderName,
    content_mime: row.fileExtension,
    content_file: row.fileName,
    sent_at: row.sentAt.toISOString(),
  };
}

export function toRecipient(row: RecipientRow, contentTitle: string): ContentRecipient {
  return {
    participant_id: row.participantId,
    participant_name: row.participantName,
    sent_by: row.sentBy,
    course_wise_id: row.courseRoll,
    content_title: contentTitle,
    course_name: row.courseName,
    course_short_name: row.courseShortName,
    is_viewed: row.viewCount > 0,
    view_count: row.viewCount,
    created_at: row.sentAt.toISOString(),
  };
}
