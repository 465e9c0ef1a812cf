import { endpoints } from '../endpoint.ts';
import {
  AdminComplaintAnswerSchema,
  AdminComplaintsAnswerSchema,
  AdminComplaintsQuerySchema,
  ComplaintAnswerBodySchema,
  ComplaintBodySchema,
  ComplaintCreatedSchema,
  ComplaintIdParamsSchema,
  MyComplaintsAnswerSchema,
} from '../complaints.ts';
import { OrderIdParamsSchema } from '../refunds.ts';

/** Complaints about an order (issue 35): filed by its owner, answered by the admins within 72 hours. */
export const complaintsApi = endpoints('complaints', {
  file: {
    method: 'POST',
    path: '/orders/:orderId/complaints',
    access: 'user',
    status: 201,
    summary: "The owner's complaint about one of their orders (free text); answered within 72 hours",
    params: OrderIdParamsSchema,
    body: ComplaintBodySchema,
    answer: ComplaintCreatedSchema,
    errors: ['order_not_found'],
  },
  mine: {
    method: 'GET',
    path: '/complaints/mine',
    access: 'user',
    summary: "The learner's complaints, newest first, with their response-due time and answer",
    answer: MyComplaintsAnswerSchema,
    cache: 'no-store',
  },
  list: {
    method: 'GET',
    path: '/admin/complaints',
    access: 'admin',
    summary: 'Every complaint, open ones first by their response-due time, then answered ones newest first',
    query: AdminComplaintsQuerySchema,
    answer: AdminComplaintsAnswerSchema,
    cache: 'no-store',
  },
  answer: {
    method: 'POST',
    path: '/admin/complaints/:complaintId/answer',
    access: 'admin',
    summary: 'Answers an open complaint; the learner is e-mailed the answer',
    params: ComplaintIdParamsSchema,
    body: ComplaintAnswerBodySchema,
    answer: AdminComplaintAnswerSchema,
    errors: ['complaint_not_found', 'complaint_already_answered'],
  },
});
