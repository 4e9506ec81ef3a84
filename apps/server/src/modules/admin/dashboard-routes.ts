import { ZDashboardSchema, centiToPoints, okEnvelope } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope';
import { typed } from '../../lib/typed';
import { selectDailySeries, selectQueueFigures, selectTodayFigures } from './dashboard-queries';

const seriesDays = 14;

/** The first instant of the current UTC day. */
function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The admin dashboard: today's figures and the last 14 days. */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  typed(app).get(
    '/admin/dashboard',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Today's figures, open queues and the last 14 days (admin)",
        response: { 200: okEnvelope(ZDashboardSchema) },
      },
    },
    async () => {
      const today = startOfUtcDay(new Date());
      const firstDay = new Date(today.getTime() - (seriesDays - 1) * 86_400_000);
      const [figures, queues, days] = await Promise.all([
        selectTodayFigures(app.db, today),
        selectQueueFigures(app.db),
        selectDailySeries(app.db, firstDay),
      ]);
      return ok({
        users_total: figures.usersTotal,
        users_new_today: figures.usersNewToday,
        active_topics: figures.activeTopics,
        messages_today: figures.messagesToday,
        points_sold_today: centiToPoints(figures.pointsSoldCenti),
        points_spent_today: centiToPoints(figures.pointsSpentCenti),
        points_forfeited_today: centiToPoints(figures.pointsForfeitedCenti),
        revenue_today: figures.revenue.map((row) => ({
          currency: row.currency,
          amount_minor: row.amountMinor,
        })),
        pending_applications: queues.pendingApplications,
        pending_payouts: queues.pendingPayouts,
        open_reports: figures.openReports,
        interlocutors_online: queues.interlocutorsOnline,
        days: days.slice(-seriesDays).map((day) => ({
          date: day.date,
          new_users: day.newUsers,
          messages: day.messages,
          points_sold: centiToPoints(day.pointsSoldCenti),
          points_spent: centiToPoints(day.pointsSpentCenti),
        })),
      });
    },
  );
}
