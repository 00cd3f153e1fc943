//! Infiltraitors (滲透因子): a cooperative deduction card game for 2–5 agents.

pub mod rules;
pub mod ui;
