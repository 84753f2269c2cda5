// The schema of supabase/migrations as `supabase gen types typescript` lays it out.
// tests/db/schema-types.test.ts fails when a table, column or function here and in the
// migrated database disagree.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

// The value lists the database checks (`check (... in ...)`), as values so that
// tests/db/value-lists.test.ts can hold each to its constraint.
export const GOAL_CATEGORIES = [
  'immediate',
  'short-term',
  'long-term',
  'retirement',
  'security',
  'lifestyle',
  'general',
  'home',
  'education',
  'transportation',
  'debt',
] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];
export const GOAL_PRIORITIES = ['high', 'medium', 'low'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];
export const REMINDER_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];
export const EVENT_TYPES = ['income', 'bill', 'saving', 'investment', 'general'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_CATEGORIES = [
  'housing',
  'transportation',
  'utilities',
  'insurance',
  'debt',
  'income',
  'investment',
  'other',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const RECURRENCE_PATTERNS = ['weekly', 'bi-weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type RecurrencePattern = (typeof RECURRENCE_PATTERNS)[number];
export const USER_TYPES = ['regular', 'affiliate', 'staff'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const REMINDER_DAYS = [1, 2, 3, 7, 14] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];
export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];
export const CONTRIBUTION_KINDS = ['deposit', 'withdrawal', 'adjustment'] as const;
export type ContributionKind = (typeof CONTRIBUTION_KINDS)[number];
export const CONSULTATION_STATUSES = [
  'requested',
  'scheduled',
  'completed',
  'declined',
  'cancelled',
] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
export const CONSULTATION_CONTACT_METHODS = ['phone', 'email', 'video_call'] as const;
export type ConsultationContactMethod = (typeof CONSULTATION_CONTACT_METHODS)[number];
/** A career interest's status, as the agent sets it (docs/decisions/029-career-interest.md). */
export const CAREER_INTEREST_STATUSES = ['new', 'contacted', 'interviewing', 'joined', 'not_now'] as const;
export type CareerInterestStatus = (typeof CAREER_INTEREST_STATUSES)[number];
export type CheckStatus = 'good' | 'attention' | 'unknown';
export type CheckId =
  | 'emergency-fund'
  | 'high-interest-debt'
  | 'bills-share'
  | 'life-cover'
  | 'goals-on-pace'
  | 'retirement-saving';

/** One check of financial_checkup() (docs/decisions/023-financial-checkup.md). */
export type FinancialCheck = {
  id: CheckId;
  status: CheckStatus;
  title: string;
  detail: string;
  links: { label: string; href: string }[];
  /** The profile fields (or `bills`, `dated_goals`) an unknown check needs. */
  missing: string[];
};

/** What a consultation request shares with its agent when the user agrees (decision 023). */
export type ConsultationPlan = {
  taken_at: string;
  checkup: FinancialCheck[];
  goals: {
    title: string;
    target: number;
    saved: number;
    target_date: string | null;
    per_month: number | null;
  }[];
  next_30_days: { from: string; to: string; income: number; bills: number };
};

type GoalRow = {
  id: string;
  user_id: string;
  title: string;
  description: string | null;
  target_amount: number;
  current_amount: number;
  category: GoalCategory;
  priority: GoalPriority;
  target_date: string | null;
  notifications_enabled: boolean;
  reminder_frequency: ReminderFrequency;
  congratulations_enabled: boolean;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
};

// A type alias, not an interface: supabase-js needs the implicit index signature.
export type Database = {
  public: {
    Tables: {
      profiles: {
        Row: {
          id: string;
          email: string | null;
          first_name: string | null;
          last_name: string | null;
          user_type: UserType;
          email_confirmed_at: string | null;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id: string;
          email?: string | null;
          first_name?: string | null;
          last_name?: string | null;
          user_type?: UserType;
        };
        Update: {
          first_name?: string | null;
          last_name?: string | null;
        };
        Relationships: [];
      };
      affiliates: {
        Row: {
          user_id: string;
          agent_code: string;
          created_at: string;
        };
        Insert: {
          user_id: string;
          agent_code: string;
          created_at?: string;
        };
        Update: {
          user_id?: string;
          agent_code?: string;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'affiliates_profile_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      referrals: {
        Row: {
          id: string;
          agent_code: string;
          user_id: string;
          /** Where the sign-up came from (a visit's source, 'other' when none). */
          source: string;
          /** When the user first created a goal or an event of their own. */
          active_at: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          agent_code: string;
          user_id: string;
          source?: string;
          active_at?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          agent_code?: string;
          user_id?: string;
          source?: string;
          active_at?: string | null;
          created_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'referrals_agent_code_fkey';
            columns: ['agent_code'];
            isOneToOne: false;
            referencedRelation: 'affiliates';
            referencedColumns: ['agent_code'];
          },
          {
            foreignKeyName: 'referrals_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      goals: {
        Row: GoalRow;
        Insert: {
          id?: string;
          user_id?: string;
          title: string;
          description?: string | null;
          target_amount: number;
          current_amount?: number;
          category?: GoalCategory;
          priority?: GoalPriority;
          target_date?: string | null;
          notifications_enabled?: boolean;
          reminder_frequency?: ReminderFrequency;
          congratulations_enabled?: boolean;
          completed_at?: string | null;
        };
        Update: {
          title?: string;
          description?: string | null;
          target_amount?: number;
          current_amount?: number;
          category?: GoalCategory;
          priority?: GoalPriority;
          target_date?: string | null;
          notifications_enabled?: boolean;
          reminder_frequency?: ReminderFrequency;
          congratulations_enabled?: boolean;
          completed_at?: string | null;
        };
        Relationships: [];
      };
      calendar_events: {
        Row: {
          id: string;
          user_id: string;
          title: string;
          description: string | null;
          event_date: string;
          event_time: string | null;
          amount: number | null;
          event_type: EventType;
          category: EventCategory;
          is_recurring: boolean;
          recurrence_pattern: RecurrencePattern | null;
          /** The day of the month the series keeps (set by a trigger; docs/decisions/006-calendar.md). */
          recurrence_day: number | null;
          reminder_enabled: boolean;
          reminder_days_before: ReminderDays;
          completed: boolean;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          user_id?: string;
          title: string;
          description?: string | null;
          event_date: string;
          event_time?: string | null;
          amount?: number | null;
          event_type?: EventType;
          category?: EventCategory;
          is_recurring?: boolean;
          recurrence_pattern?: RecurrencePattern | null;
          recurrence_day?: number | null;
          reminder_enabled?: boolean;
          reminder_days_before?: ReminderDays;
          completed?: boolean;
        };
        Update: {
          title?: string;
          description?: string | null;
          event_date?: string;
          event_time?: string | null;
          amount?: number | null;
          event_type?: EventType;
          category?: EventCategory;
          is_recurring?: boolean;
          recurrence_pattern?: RecurrencePattern | null;
          recurrence_day?: number | null;
          reminder_enabled?: boolean;
          reminder_days_before?: ReminderDays;
          completed?: boolean;
        };
        Relationships: [];
      };
      conversations: {
        Row: {
          id: string;
          user_id: string;
          title: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          user_id?: string;
          title?: string;
        };
        Update: {
          title?: string;
        };
        Relationships: [];
      };
      messages: {
        Row: {
          id: string;
          conversation_id: string;
          user_id: string;
          role: ChatRole;
          content: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          conversation_id: string;
          user_id?: string;
          role: ChatRole;
          content: string;
        };
        Update: Record<string, never>;
        Relationships: [
          {
            foreignKeyName: 'messages_conversation_id_fkey';
            columns: ['conversation_id'];
            isOneToOne: false;
            referencedRelation: 'conversations';
            referencedColumns: ['id'];
          },
        ];
      };
      notification_preferences: {
        Row: {
          user_id: string;
          event_reminders: boolean;
          goal_nudges: boolean;
          weekly_digest: boolean;
          time_zone: string;
          /** An agent's monthly summary email. */
          monthly_summary: boolean;
          /** E-mail stays the plain switch; `_push` is the user's devices (docs/decisions/031-notifications.md). */
          consultation_updates: boolean;
          new_requests: boolean;
          event_reminders_push: boolean;
          goal_nudges_push: boolean;
          weekly_digest_push: boolean;
          consultation_updates_push: boolean;
          new_requests_push: boolean;
          updated_at: string;
        };
        Insert: {
          user_id?: string;
          event_reminders?: boolean;
          goal_nudges?: boolean;
          weekly_digest?: boolean;
          time_zone?: string;
          monthly_summary?: boolean;
          /** E-mail stays the plain switch; `_push` is the user's devices (docs/decisions/031-notifications.md). */
          consultation_updates?: boolean;
          new_requests?: boolean;
          event_reminders_push?: boolean;
          goal_nudges_push?: boolean;
          weekly_digest_push?: boolean;
          consultation_updates_push?: boolean;
          new_requests_push?: boolean;
        };
        Update: {
          event_reminders?: boolean;
          goal_nudges?: boolean;
          weekly_digest?: boolean;
          time_zone?: string;
          monthly_summary?: boolean;
          /** E-mail stays the plain switch; `_push` is the user's devices (docs/decisions/031-notifications.md). */
          consultation_updates?: boolean;
          new_requests?: boolean;
          event_reminders_push?: boolean;
          goal_nudges_push?: boolean;
          weekly_digest_push?: boolean;
          consultation_updates_push?: boolean;
          new_requests_push?: boolean;
        };
        Relationships: [];
      };
      /** A device's push subscription, the user's own (docs/decisions/031-notifications.md). */
      push_subscriptions: {
        Row: {
          id: string;
          user_id: string;
          endpoint: string;
          p256dh: string;
          auth: string;
          device_label: string;
          created_at: string;
        };
        Insert: {
          endpoint: string;
          p256dh: string;
          auth: string;
          device_label?: string;
        };
        Update: Record<string, never>;
        Relationships: [];
      };
      /** "Balance today", where the cash-flow forecast starts (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md). */
      cash_balances: {
        Row: {
          user_id: string;
          amount: number;
          updated_at: string;
        };
        Insert: {
          user_id?: string;
          amount: number;
        };
        Update: {
          amount?: number;
        };
        Relationships: [];
      };
      calendar_feed_tokens: {
        Row: {
          user_id: string;
          token: string;
          created_at: string;
        };
        Insert: Record<string, never>;
        Update: Record<string, never>;
        Relationships: [];
      };
      goal_contributions: {
        Row: {
          id: string;
          goal_id: string;
          user_id: string;
          amount: number;
          kind: ContributionKind;
          undone_at: string | null;
          created_at: string;
        };
        Insert: Record<string, never>;
        Update: Record<string, never>;
        Relationships: [];
      };
      /** A user's finished lessons; `completed_at` is the server's (docs/decisions/021). */
      lesson_progress: {
        Row: {
          user_id: string;
          lesson_id: string;
          completed_at: string;
        };
        Insert: { user_id: string; lesson_id: string };
        Update: Record<string, never>;
        Relationships: [];
      };
      /** The check-up's numbers, every one optional (docs/decisions/023). */
      financial_profiles: {
        Row: {
          user_id: string;
          monthly_income: number | null;
          monthly_essentials: number | null;
          savings_balance: number | null;
          high_interest_debt: number | null;
          dependents: number | null;
          life_cover: number | null;
          retirement_saving_monthly: number | null;
          updated_at: string;
        };
        Insert: {
          user_id?: string;
          monthly_income?: number | null;
          monthly_essentials?: number | null;
          savings_balance?: number | null;
          high_interest_debt?: number | null;
          dependents?: number | null;
          life_cover?: number | null;
          retirement_saving_monthly?: number | null;
        };
        Update: {
          monthly_income?: number | null;
          monthly_essentials?: number | null;
          savings_balance?: number | null;
          high_interest_debt?: number | null;
          dependents?: number | null;
          life_cover?: number | null;
          retirement_saving_monthly?: number | null;
        };
        Relationships: [];
      };
      /** A snapshot shared with a consultation request; written only by the functions (decision 023). */
      consultation_plans: {
        Row: {
          request_id: string;
          user_id: string;
          snapshot: ConsultationPlan;
          created_at: string;
          expires_at: string;
          /** The agent it was shared with; null: the house's staff. */
          shared_with: string | null;
        };
        Insert: Record<string, never>;
        Update: Record<string, never>;
        Relationships: [
          {
            foreignKeyName: 'consultation_plans_request_id_fkey';
            columns: ['request_id'];
            isOneToOne: true;
            referencedRelation: 'consultation_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      /** Written only through the consultation functions below (docs/decisions/020). */
      consultation_requests: {
        Row: {
          id: string;
          user_id: string;
          agent_code: string | null;
          topic: string;
          contact_method: ConsultationContactMethod;
          phone: string | null;
          preferred_times: string[];
          time_zone: string;
          note: string | null;
          status: ConsultationStatus;
          scheduled_at: string | null;
          decline_reason: string | null;
          calendar_event_id: string | null;
          created_at: string;
          updated_at: string;
          /** When the request's agent left and the house took it over (issue 36). */
          handed_to_house_at: string | null;
          /** The plan shared with that agent was deleted then. */
          shared_plan_deleted: boolean;
        };
        Insert: Record<string, never>;
        Update: Record<string, never>;
        Relationships: [
          {
            foreignKeyName: 'consultation_requests_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      /** A prospect's confirmed interest, read by its agent (staff for the house; decision 029). */
      career_interests: {
        Row: {
          id: string;
          agent_code: string | null;
          first_name: string;
          last_name: string;
          email: string;
          phone: string | null;
          state: string;
          licence: string;
          hours_per_week: number;
          note: string | null;
          consent: boolean;
          source: string;
          status: CareerInterestStatus;
          agent_note: string | null;
          created_at: string;
          confirmed_at: string | null;
          joined_at: string | null;
          joined_user_id: string | null;
          updated_at: string;
        };
        Insert: Record<string, never>;
        Update: Record<string, never>;
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      generate_agent_code: {
        Args: Record<string, never>;
        Returns: string;
      };
      add_goal_funds: {
        Args: { goal_id: string; amount: number };
        Returns: GoalRow;
      };
      withdraw_goal_funds: {
        Args: { goal_id: string; amount: number };
        Returns: GoalRow;
      };
      undo_goal_contribution: {
        Args: { contribution_id: string };
        Returns: GoalRow;
      };
      referral_code_valid: {
        Args: { code: string };
        Returns: boolean;
      };
      toggle_event_completion: {
        Args: { event_id: string };
        Returns: Database['public']['Tables']['calendar_events']['Row'][];
      };
      create_calendar_feed_token: {
        Args: Record<string, never>;
        Returns: string;
      };
      unsubscribe_from_reminders: {
        Args: { token: string };
        Returns: boolean;
      };
      /** Service role only: the reminders function's digests (supabase/functions/_shared/reminders/digest.ts). */
      claim_due_reminders: {
        Args: { at?: string; after?: string | null; batch_size?: number };
        Returns: unknown;
      };
      /** The caller's balance day by day from `start_balance` (docs/decisions/024-cash-flow-forecast-and-weekly-digest.md). */
      cash_flow_forecast: {
        Args: { start_balance: number; days?: number; changes?: Json };
        Returns: Json;
      };
      /** Service role only: one turn of the assistant's rate limit (true when allowed). */
      take_assistant_turn: {
        Args: { user_id: string };
        Returns: boolean;
      };
      fail_reminders: {
        Args: { log_ids: number[]; error: string };
        Returns: undefined;
      };
      /** Service role: the reminders whose push reached a device (docs/decisions/031-notifications.md). */
      mark_reminders_pushed: {
        Args: { log_ids: number[] };
        Returns: undefined;
      };
      /** Anyone: one visit to an agent's link; true when counted. */
      record_referral_visit: {
        Args: { code: string; source: string; visitor: string };
        Returns: boolean;
      };
      /** The agent's first name and last initial for the career page; null for an unknown code. */
      career_agent_name: {
        Args: { code: string };
        Returns: string | null;
      };
      /** Anyone: an unconfirmed career interest, and its confirmation email. */
      submit_career_interest: {
        Args: {
          code: string | null;
          source: string | null;
          first_name: string;
          last_name: string;
          email: string;
          phone: string | null;
          state: string;
          licence: string;
          hours_per_week: number;
          note: string | null;
          consent: boolean;
        };
        Returns: undefined;
      };
      confirm_career_interest: {
        Args: { token: string };
        Returns: { confirmed: true; agent: string | null } | null;
      };
      withdraw_career_interest: {
        Args: { token: string };
        Returns: boolean;
      };
      /** The agent (staff for the house): status and private note. */
      update_career_interest: {
        Args: { interest_id: string; status: string; agent_note: string | null };
        Returns: undefined;
      };
      /** Service role only: the career emails due now. */
      claim_career_emails: {
        Args: Record<string, never>;
        Returns: unknown;
      };
      finish_career_emails: {
        Args: { sent: number[]; failed: number[]; errors: string[] };
        Returns: undefined;
      };
      /** The signed-in agent's funnel over UTC days; null for anyone else. */
      agent_funnel: {
        Args: { since: string | null; until: string | null };
        Returns: unknown;
      };
      /** Service role only: the monthly summaries due at `at`. */
      claim_agent_summaries: {
        Args: { at: string };
        Returns: unknown;
      };
      /** Service role only: summaries whose email failed. */
      fail_agent_summaries: {
        Args: { log_ids: number[]; error: string };
        Returns: undefined;
      };
      request_consultation: {
        Args: {
          topic: string;
          contact_method: string;
          phone: string | null;
          preferred_times: string[];
          note: string | null;
          consent: boolean;
          /** Share a snapshot of the check-up and goals with the request's advisor (decision 023). */
          share_plan?: boolean;
        };
        Returns: string;
      };
      /** The caller's check-up, in the order to fix things in. */
      financial_checkup: {
        Args: Record<string, never>;
        Returns: FinancialCheck[] | null;
      };
      /** The snapshot shared with a request, for its agent (or staff for house requests) only. */
      consultation_plan: {
        Args: { request_id: string };
        Returns: ConsultationPlan | null;
      };
      /** The user stops sharing: the snapshot is deleted. */
      revoke_plan_share: {
        Args: { request_id: string };
        Returns: undefined;
      };
      /** The inviting agent's first name, or null when the house answers the user's requests. */
      consultation_advisor: {
        Args: Record<string, never>;
        Returns: string | null;
      };
      cancel_consultation: {
        Args: { request_id: string };
        Returns: undefined;
      };
      schedule_consultation: {
        Args: { request_id: string; at: string };
        Returns: undefined;
      };
      complete_consultation: {
        Args: { request_id: string };
        Returns: undefined;
      };
      decline_consultation: {
        Args: { request_id: string; reason: string };
        Returns: undefined;
      };
      /** Service role only: the consultation emails to send (supabase/functions/_shared/consultations). */
      claim_consultation_emails: {
        Args: Record<string, never>;
        Returns: unknown;
      };
      finish_consultation_emails: {
        Args: { sent: number[]; failed: number[]; errors: string[] };
        Returns: undefined;
      };
      /** Service role: the consultation messages whose push reached a device (031). */
      mark_consultation_emails_pushed: {
        Args: { ids: number[] };
        Returns: undefined;
      };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
